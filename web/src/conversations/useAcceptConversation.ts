import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { defineMessages } from '../i18n/defineMessages';
import { errorMessage } from '../lib/errors';

export const AcceptConversationMutation = graphql(`
  mutation AcceptConversation($conversationId: ID!) {
    acceptConversation(conversationId: $conversationId) {
      ...ConversationRow
    }
  }
`);

const messages = defineMessages({
  failed: { id: 'acceptConversation.failed', defaultMessage: 'Failed to accept the message request.' },
  tryAgain: { id: 'acceptConversation.tryAgain', defaultMessage: 'Please try again.' },
});

/** Accepts a message request: it moves to the inbox (the lists and counts are asked again). Resolves true when accepted. */
export function useAcceptConversation(): [(conversationId: string) => Promise<boolean>, boolean] {
  const { formatMessage: t } = useIntl();
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
        toast({ title: t(messages.failed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
        return false;
      }
    },
    [mutate, toast, t],
  );
  return [accept, loading];
}
