import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { plural } from '../lib/plural';
import { useToast } from './Toaster';
import { SessionsQuery } from './useEndSession';

export const EndOtherSessionsMutation = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);

/** Logs every session of the viewer's out but this device's; resolves whether they ended. */
export function useEndOtherSessions(): { endOtherSessions: () => Promise<boolean>; busy: boolean } {
  const toast = useToast();
  const [end, { loading }] = useMutation(EndOtherSessionsMutation, { refetchQueries: [SessionsQuery], awaitRefetchQueries: true });
  const endOtherSessions = useCallback(async () => {
    try {
      const result = await end();
      if (result.data == null) throw result.error ?? new Error('Please try again.');
      toast({ title: plural(result.data.endOtherSessions, { one: 'Logged out of # other session', other: 'Logged out of # other sessions' }) });
      return true;
    } catch (error) {
      toast({ title: 'Failed to log out your other sessions.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
  }, [end, toast]);
  return { endOtherSessions, busy: loading };
}
