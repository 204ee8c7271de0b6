import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { useToast } from './Toaster';

export const EndSessionMutation = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

/** Where the viewer is signed in (Settings' 'Where you're signed in'), newest first. */
export const SessionsQuery = graphql(`
  query Sessions {
    sessions {
      id
      current
      createdAt
      lastSeenAt
      userAgent
    }
  }
`);

/**
 * Logs another of the viewer's sessions out: the device is signed out at once (its token refused,
 * its live connection closed), and the list is read again. Resolves whether it ended.
 */
export function useEndSession(): { endSession: (id: string, device: string) => Promise<boolean>; busy: boolean } {
  const toast = useToast();
  const [end, { loading }] = useMutation(EndSessionMutation, { refetchQueries: [SessionsQuery], awaitRefetchQueries: true });
  const endSession = useCallback(
    async (id: string, device: string) => {
      try {
        const result = await end({ variables: { id } });
        if (!result.data) throw result.error ?? new Error('Please try again.');
        toast({ title: `Logged out of ${device}` });
        return true;
      } catch (error) {
        toast({ title: 'Failed to log out that session.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        return false;
      }
    },
    [end, toast],
  );
  return { endSession, busy: loading };
}
