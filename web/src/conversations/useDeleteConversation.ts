import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { defineMessages } from '../i18n/defineMessages';
import { errorMessage } from '../lib/errors';

export const DeleteConversationMutation = graphql(`
  mutation DeleteConversation($conversationId: ID!) {
    deleteConversation(conversationId: $conversationId)
  }
`);

const messages = defineMessages({
  deleted: { id: 'deleteConversation.deleted', defaultMessage: 'Chat deleted' },
  failed: { id: 'deleteConversation.failed', defaultMessage: 'Failed to delete the chat.' },
  tryAgain: { id: 'deleteConversation.tryAgain', defaultMessage: 'Please try again.' },
});

/**
 * Deletes a conversation for the viewer only (a message request, or any chat of theirs): it leaves
 * their lists at once. Resolves true when deleted.
 */
export function useDeleteConversation(): [(conversationId: string) => Promise<boolean>, boolean] {
  const { formatMessage: t } = useIntl();
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
        toast({ title: t(messages.deleted) });
        return true;
      } catch (error) {
        toast({ title: t(messages.failed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
        return false;
      }
    },
    [mutate, toast, t],
  );
  return [remove, loading];
}
