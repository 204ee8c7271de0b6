import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AppealForm } from '../components/AppealForm';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { FileAppealMutation } from '../components/appealOperations';
import '../styles/admin.css';

const AppealBanMutation = graphql(`
  mutation AppealBan($input: AppealBanInput!) {
    appealBan(input: $input) {
      id
      status
    }
  }
`);

type Appeal = { status: 'open' | 'upheld' | 'overturned'; decision?: 'upheld' | 'overturned' | null; reason?: string | null };

export type Ban = { reason: string; bannedAt?: string | null; appeal?: Appeal | null };

const APPEAL_STATE: Record<Appeal['status'], string> = {
  open: 'Your appeal was sent. A moderator will decide; come back here to see the decision.',
  upheld: 'Your appeal was reviewed and the ban stays.',
  overturned: 'Your appeal was accepted: the ban is lifted. You can sign in again.',
};

/**
 * What a banned person sees instead of the app (or of signing in): that the account is banned,
 * why, and how to appeal, with the form. From the sign-in screen the appeal goes with the
 * `credentials` just typed; from a banned session, with that session.
 */
export function BannedPage({ ban, credentials, onLeave }: { ban: Ban; credentials?: { username: string; password: string }; onLeave: () => void }) {
  const [appeal, setAppeal] = useState<Appeal | null>(ban.appeal ?? null);
  const [fileAppeal] = useMutation(FileAppealMutation);
  const [appealBan] = useMutation(AppealBanMutation);

  async function send(text: string) {
    try {
      const result = credentials
        ? (await appealBan({ variables: { input: { ...credentials, text } } })).data?.appealBan
        : (await fileAppeal({ variables: { input: { text } } })).data?.fileAppeal;
      if (result) setAppeal({ status: result.status });
    } catch (error) {
      throw new Error(errorMessage(error, 'Failed to send the appeal. Please try again.'));
    }
  }

  return (
    <main className="auth-page" data-testid="banned-page">
      <div className="auth-card banned">
        <h1 className="auth-card__title">Your account has been banned</h1>
        <p className="auth-card__subtitle">A moderator banned this account for breaking the community guidelines, so it cannot be used.</p>
        <dl className="admin-card__facts banned__facts">
          <dt>Reason</dt>
          <dd dir="auto" data-testid="ban-reason">
            {ban.reason || 'No reason was given.'}
          </dd>
          {ban.bannedAt && (
            <>
              <dt>Since</dt>
              <dd>
                <time dateTime={ban.bannedAt}>{new Date(ban.bannedAt).toLocaleString()}</time>
              </dd>
            </>
          )}
        </dl>
        <h2 className="banned__heading">How to appeal</h2>
        {appeal ? (
          <div data-testid="banned-appeal">
            <p>{APPEAL_STATE[appeal.status]}</p>
            {appeal.reason && (
              <p>
                Moderator’s reason: <span dir="auto">{appeal.reason}</span>
              </p>
            )}
          </div>
        ) : (
          <>
            <p>If you think this is a mistake, tell a moderator why. You can appeal a ban once; a moderator reviews it and you see the decision here.</p>
            <AppealForm send={send} />
          </>
        )}
        <button type="button" className="button button--secondary button--block banned__leave" onClick={onLeave}>
          Sign in with another account
        </button>
      </div>
    </main>
  );
}
