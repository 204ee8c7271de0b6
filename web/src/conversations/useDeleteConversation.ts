import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';

export const DeleteConversationMutation = graphql(`
  mutation DeleteConversation($conversationId: ID!) {
    deleteConversation(conversationId: $conversationId)
  }
`);

export const CHAT_DELETED = 'Chat deleted';
export const DELETE_CHAT_FAILED = 'Failed to delete the chat.';

/**
 * Deletes a conversation for the viewer only (a message request, or any chat of theirs): it leaves
 * their lists at once. Resolves true when deleted.
 */
export function useDeleteConversation(): [(conversationId: string) => Promise<boolean>, boolean] {
  const toast = useToast();
  const [mutate, { loading }] = useMutation(DeleteConversationMutation, { refetchQueries: ['ConversationRequestsCount', 'UnreadCount'] });
  const remove = useCallback(
    async (conversationId: string) => {
      try {
        await mutate({
          variables: { conversationId },
          update(cache) {
            const id = cache.identify({ __typename: 'Conversation', id: conversationId });
            const without = (existing: readonly { __ref: string }[] = []) => existing.filter((ref) => ref.__ref !== id);
            cache.modify({ fields: { conversations: without, conversationRequests: without } });
          },
        });
        toast({ title: CHAT_DELETED });
        return true;
      } catch (error) {
        toast({ title: DELETE_CHAT_FAILED, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        return false;
      }
    },
    [mutate, toast],
  );
  return [remove, loading];
}
