import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { useToast } from './Toaster';

const messages = defineMessages({
  tryAgain: { id: 'endSession.tryAgain', defaultMessage: 'Please try again.' },
  done: { id: 'endSession.done', defaultMessage: 'Logged out of {device}' },
  failed: { id: 'endSession.failed', defaultMessage: 'Failed to log out that session.' },
});

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
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [end, { loading }] = useMutation(EndSessionMutation, { refetchQueries: [SessionsQuery], awaitRefetchQueries: true });
  const endSession = useCallback(
    async (id: string, device: string) => {
      try {
        const result = await end({ variables: { id } });
        if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
        toast({ title: t(messages.done, { device }) });
        return true;
      } catch (error) {
        toast({ title: t(messages.failed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
        return false;
      }
    },
    [end, toast, t],
  );
  return { endSession, busy: loading };
}
