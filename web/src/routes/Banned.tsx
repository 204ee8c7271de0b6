import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AppealForm } from '../components/AppealForm';
import { graphql } from '../gql';
import { defineMessages } from '../i18n/defineMessages';
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

const messages = defineMessages({
  appealOpen: { id: 'banned.appealOpen', defaultMessage: 'Your appeal was sent. A moderator will decide; come back here to see the decision.' },
  appealUpheld: { id: 'banned.appealUpheld', defaultMessage: 'Your appeal was reviewed and the ban stays.' },
  appealOverturned: { id: 'banned.appealOverturned', defaultMessage: 'Your appeal was accepted: the ban is lifted. You can sign in again.' },
  appealFailed: { id: 'banned.appealFailed', defaultMessage: 'Failed to send the appeal. Please try again.' },
  title: { id: 'banned.title', defaultMessage: 'Your account has been banned' },
  subtitle: { id: 'banned.subtitle', defaultMessage: 'A moderator banned this account for breaking the community guidelines, so it cannot be used.' },
  reason: { id: 'banned.reason', defaultMessage: 'Reason' },
  noReason: { id: 'banned.noReason', defaultMessage: 'No reason was given.' },
  since: { id: 'banned.since', defaultMessage: 'Since' },
  howToAppeal: { id: 'banned.howToAppeal', defaultMessage: 'How to appeal' },
  moderatorReason: { id: 'banned.moderatorReason', defaultMessage: 'Moderator’s reason: <reason></reason>' },
  appealHint: {
    id: 'banned.appealHint',
    defaultMessage: 'If you think this is a mistake, tell a moderator why. You can appeal a ban once; a moderator reviews it and you see the decision here.',
  },
  otherAccount: { id: 'banned.otherAccount', defaultMessage: 'Sign in with another account' },
});

const APPEAL_STATE = { open: messages.appealOpen, upheld: messages.appealUpheld, overturned: messages.appealOverturned } as const;

/**
 * What a banned person sees instead of the app (or of signing in): that the account is banned,
 * why, and how to appeal, with the form. From the sign-in screen the appeal goes with the
 * `credentials` just typed; from a banned session, with that session.
 */
export function BannedPage({ ban, credentials, onLeave }: { ban: Ban; credentials?: { username: string; password: string }; onLeave: () => void }) {
  const { formatMessage: t, formatDate } = useIntl();
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
      throw new Error(errorMessage(error, t(messages.appealFailed)));
    }
  }

  return (
    <main className="auth-page" data-testid="banned-page">
      <div className="auth-card banned">
        <h1 className="auth-card__title">{t(messages.title)}</h1>
        <p className="auth-card__subtitle">{t(messages.subtitle)}</p>
        <dl className="admin-card__facts banned__facts">
          <dt>{t(messages.reason)}</dt>
          <dd dir="auto" data-testid="ban-reason">
            {ban.reason || t(messages.noReason)}
          </dd>
          {ban.bannedAt && (
            <>
              <dt>{t(messages.since)}</dt>
              <dd>
                <time dateTime={ban.bannedAt}>{formatDate(ban.bannedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </dd>
            </>
          )}
        </dl>
        <h2 className="banned__heading">{t(messages.howToAppeal)}</h2>
        {appeal ? (
          <div data-testid="banned-appeal">
            <p>{t(APPEAL_STATE[appeal.status])}</p>
            {appeal.reason && (
              <p>
                {t(messages.moderatorReason, {
                  reason: () => (
                    <span key="reason" dir="auto">
                      {appeal.reason}
                    </span>
                  ),
                })}
              </p>
            )}
          </div>
        ) : (
          <>
            <p>{t(messages.appealHint)}</p>
            <AppealForm send={send} />
          </>
        )}
        <button type="button" className="button button--secondary button--block banned__leave" onClick={onLeave}>
          {t(messages.otherAccount)}
        </button>
      </div>
    </main>
  );
}
