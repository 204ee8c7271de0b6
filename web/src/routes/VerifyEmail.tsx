import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { MeQuery } from '../auth/viewer';
import { Spinner } from '../components/Loading';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';

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
        if (!result.data) throw result.error ?? new Error('Please try again.');
        // The signed-in person's one copy of themselves is asked again, so Settings show the address and its state.
        if (signedIn) await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
        setOutcome({ ok: true, message: result.data.verifyEmail.message });
      })
      .catch((error: unknown) => setOutcome({ ok: false, message: errorMessage(error, 'Please try again.') }));
  }, [token, verifyEmail, client, signedIn]);

  return (
    <main className="auth-page" data-testid="verify-email-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{outcome ? (outcome.ok ? 'Email confirmed' : "Couldn't confirm your email") : 'Confirming your email'}</h1>
        {outcome ? (
          <p className="auth-card__subtitle" role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
            {!outcome.ok && viewer && ' You can ask for a new link in Settings.'}
          </p>
        ) : (
          <Spinner />
        )}
        <p className="auth-card__switch">{viewer ? <Link to="/settings">Go to Settings</Link> : <Link to="/login">Sign In</Link>}</p>
      </div>
    </main>
  );
}
