import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { failureToast } from '../lib/rateLimit';

export const START_ERROR = 'Failed to start conversation. Please try again.';

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
  const toast = useToast();
  return {
    opening: loading,
    async open(userId: string) {
      try {
        const { data } = await start({ variables: { userId } });
        if (!data) throw new Error(START_ERROR);
        navigate(`/messages/${data.startConversation.id}`);
      } catch (error) {
        toast(failureToast(START_ERROR, error));
      }
    },
  };
}
