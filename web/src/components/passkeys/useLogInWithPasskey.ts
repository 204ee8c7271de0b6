import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { startAuthentication } from '@simplewebauthn/browser';
import { useCallback, useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { markVisited } from '../../lib/storage';
import { carryToastAcrossReload, useToast } from '../Toaster';
import { browserRefusal } from './browserRefusal';

const messages = defineMessages({
  tryAgain: { id: 'passkeyLogIn.tryAgain', defaultMessage: 'Please try again.' },
  welcomeBack: { id: 'passkeyLogIn.welcomeBack', defaultMessage: 'Welcome back!' },
  bannedHint: { id: 'passkeyLogIn.bannedHint', defaultMessage: 'Sign in with your password to see why, and to appeal.' },
  banned: { id: 'passkeyLogIn.banned', defaultMessage: 'Your account has been banned.' },
  failed: { id: 'passkeyLogIn.failed', defaultMessage: 'Passkey sign-in failed' },
});

export const PasskeyLogInOptionsMutation = graphql(`
  mutation PasskeyLogInOptions {
    passkeyLogInOptions
  }
`);

export const LogInWithPasskeyMutation = graphql(`
  mutation LogInWithPasskey($response: String!) {
    logInWithPasskey(response: $response) {
      me {
        ...ViewerFields
      }
    }
  }
`);

/** How long the t(messages.welcomeBack) toast shows before the full page load, as after a password sign-in. */
const RELOAD_DELAY_MS = 600;

const isBan = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.ban);

/**
 * Signs in with a passkey, no username typed: the browser offers the passkeys it holds for this
 * site, and the one chosen signs in (no second step). Then, as a password sign-in does, a full
 * page load to `next` (or /) with the new session.
 */
export function useLogInWithPasskey(next: string | null): { logInWithPasskey: () => Promise<void>; signingIn: boolean } {
  const { formatMessage: t } = useIntl();
  const client = useApolloClient();
  const toast = useToast();
  const [signingIn, setSigningIn] = useState(false);
  const logInWithPasskey = useCallback(async () => {
    setSigningIn(true);
    try {
      const options = await client.mutate({ mutation: PasskeyLogInOptionsMutation });
      if (!options.data) throw options.error ?? new Error(t(messages.tryAgain));
      const response = await startAuthentication({ optionsJSON: JSON.parse(options.data.passkeyLogInOptions) });
      const result = await client.mutate({ mutation: LogInWithPasskeyMutation, variables: { response: JSON.stringify(response) } });
      if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
      markVisited();
      const welcome = { title: t(messages.welcomeBack) };
      toast(welcome);
      carryToastAcrossReload(welcome);
      window.setTimeout(() => window.location.assign(next ?? '/'), RELOAD_DELAY_MS);
    } catch (error) {
      // A banned person appeals with their password, from the sign-in form (the banned screen).
      const description = isBan(error) ? t(messages.bannedHint) : (browserRefusal(error, t) ?? errorMessage(error, t(messages.tryAgain)));
      toast({ title: isBan(error) ? t(messages.banned) : t(messages.failed), description, variant: 'destructive' });
      setSigningIn(false);
    }
  }, [client, toast, next, t]);
  return { logInWithPasskey, signingIn };
}
