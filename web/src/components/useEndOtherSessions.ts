import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { useToast } from './Toaster';
import { SessionsQuery } from './useEndSession';

const messages = defineMessages({
  tryAgain: { id: 'endOtherSessions.tryAgain', defaultMessage: 'Please try again.' },
  done: { id: 'endOtherSessions.done', defaultMessage: '{count, plural, one {Logged out of # other session} other {Logged out of # other sessions}}' },
  failed: { id: 'endOtherSessions.failed', defaultMessage: 'Failed to log out your other sessions.' },
});

export const EndOtherSessionsMutation = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);

/** Logs every session of the viewer's out but this device's; resolves whether they ended. */
export function useEndOtherSessions(): { endOtherSessions: () => Promise<boolean>; busy: boolean } {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [end, { loading }] = useMutation(EndOtherSessionsMutation, { refetchQueries: [SessionsQuery], awaitRefetchQueries: true });
  const endOtherSessions = useCallback(async () => {
    try {
      const result = await end();
      if (result.data == null) throw result.error ?? new Error(t(messages.tryAgain));
      toast({ title: t(messages.done, { count: result.data.endOtherSessions }) });
      return true;
    } catch (error) {
      toast({ title: t(messages.failed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
      return false;
    }
  }, [end, toast, t]);
  return { endOtherSessions, busy: loading };
}
