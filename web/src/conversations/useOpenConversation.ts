import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { defineMessages } from '../i18n/defineMessages';
import { failureToast } from '../lib/rateLimit';

const messages = defineMessages({
  startFailed: { id: 'openConversation.startFailed', defaultMessage: 'Failed to start conversation. Please try again.' },
});

/** Shown too by /messages/new, which starts a conversation the same way. */
export const START_FAILED = messages.startFailed;

export const StartConversationMutation = graphql(`
  mutation StartConversation($userId: ID!) {
    startConversation(userId: $userId) {
      ...ConversationRow
    }
  }
`);

/** Starts the conversation with a user (or opens the existing one) and goes to it. */
export function useOpenConversation(): { open: (userId: string) => Promise<void>; opening: boolean } {
  const [start, { loading }] = useMutation(StartConversationMutation);
  const navigate = useNavigate();
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  return {
    opening: loading,
    async open(userId: string) {
      try {
        const { data } = await start({ variables: { userId } });
        if (!data) throw new Error(t(messages.startFailed));
        navigate(`/messages/${data.startConversation.id}`);
      } catch (error) {
        toast(failureToast(t(messages.startFailed), error));
      }
    },
  };
}
