import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { MeQuery } from '../auth/viewer';
import { Spinner } from '../components/Loading';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';

const messages = defineMessages({
  tryAgain: { id: 'verifyEmail.tryAgain', defaultMessage: 'Please try again.' },
  confirmed: { id: 'verifyEmail.confirmed', defaultMessage: 'Email confirmed' },
  failed: { id: 'verifyEmail.failed', defaultMessage: "Couldn't confirm your email" },
  confirming: { id: 'verifyEmail.confirming', defaultMessage: 'Confirming your email' },
  newLinkInSettings: { id: 'verifyEmail.newLinkInSettings', defaultMessage: 'You can ask for a new link in Settings.' },
  goToSettings: { id: 'verifyEmail.goToSettings', defaultMessage: 'Go to Settings' },
  signIn: { id: 'verifyEmail.signIn', defaultMessage: 'Sign In' },
});

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      message
      emailChanged
    }
  }
`);

type Outcome = { ok: boolean; message: string };

/** /verify-email?token=: the page a verification or change mail links to; follows the link once and says how it went. */
export function VerifyEmailPage() {
  const { formatMessage: t } = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const viewer = useViewer();
  const client = useApolloClient();
  const signedIn = viewer !== null;
  const [verifyEmail] = useMutation(VerifyEmailMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const followed = useRef(false);

  useEffect(() => {
    // A link works once: React's second mount in development must not follow it again.
    if (followed.current) return;
    followed.current = true;
    verifyEmail({ variables: { token } })
      .then(async (result) => {
        if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
        // The signed-in person's one copy of themselves is asked again, so Settings show the address and its state.
        if (signedIn) await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
        setOutcome({ ok: true, message: result.data.verifyEmail.message });
      })
      .catch((error: unknown) => setOutcome({ ok: false, message: errorMessage(error, t(messages.tryAgain)) }));
  }, [token, verifyEmail, client, signedIn, t]);

  return (
    <main className="auth-page" data-testid="verify-email-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{outcome ? (outcome.ok ? t(messages.confirmed) : t(messages.failed)) : t(messages.confirming)}</h1>
        {outcome ? (
          <p className="auth-card__subtitle" role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
            {!outcome.ok && viewer && ` ${t(messages.newLinkInSettings)}`}
          </p>
        ) : (
          <Spinner />
        )}
        <p className="auth-card__switch">{viewer ? <Link to="/settings">{t(messages.goToSettings)}</Link> : <Link to="/login">{t(messages.signIn)}</Link>}</p>
      </div>
    </main>
  );
}
