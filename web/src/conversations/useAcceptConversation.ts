import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';

export const AcceptConversationMutation = graphql(`
  mutation AcceptConversation($conversationId: ID!) {
    acceptConversation(conversationId: $conversationId) {
      ...ConversationRow
    }
  }
`);

export const ACCEPT_FAILED = 'Failed to accept the message request.';

/** Accepts a message request: it moves to the inbox (the lists and counts are asked again). Resolves true when accepted. */
export function useAcceptConversation(): [(conversationId: string) => Promise<boolean>, boolean] {
  const toast = useToast();
  const [mutate, { loading }] = useMutation(AcceptConversationMutation, {
    refetchQueries: ['Conversations', 'ConversationRequests', 'ConversationRequestsCount', 'UnreadCount'],
  });
  const accept = useCallback(
    async (conversationId: string) => {
      try {
        await mutate({ variables: { conversationId } });
        return true;
      } catch (error) {
        toast({ title: ACCEPT_FAILED, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        return false;
      }
    },
    [mutate, toast],
  );
  return [accept, loading];
}
