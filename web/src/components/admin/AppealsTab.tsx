import { type MessageDescriptor, useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { AdminAppealsTabQuery, AppealDecision } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useToast } from '../Toaster';

const messages = defineMessages({
  timeout: { id: 'adminAppeals.timeout', defaultMessage: 'Timeout' },
  ban: { id: 'adminAppeals.ban', defaultMessage: 'Ban' },
  postBan: { id: 'adminAppeals.postBan', defaultMessage: 'Post ban' },
  open: { id: 'adminAppeals.open', defaultMessage: 'Open' },
  upheld: { id: 'adminAppeals.upheld', defaultMessage: 'Upheld' },
  overturned: { id: 'adminAppeals.overturned', defaultMessage: 'Overturned' },
  decidedBy: { id: 'adminAppeals.decidedBy', defaultMessage: '{status} by <name></name>: <reason></reason>' },
  anAdministrator: { id: 'adminAppeals.anAdministrator', defaultMessage: 'an administrator' },
  giveReason: { id: 'adminAppeals.giveReason', defaultMessage: 'Please give the reason for the decision.' },
  overturnedDone: { id: 'adminAppeals.overturnedDone', defaultMessage: 'Appeal overturned: the sanction is lifted.' },
  upheldDone: { id: 'adminAppeals.upheldDone', defaultMessage: 'Appeal upheld.' },
  failed: { id: 'adminAppeals.failed', defaultMessage: 'Failed to decide the appeal.' },
  appealBy: { id: 'adminAppeals.appealBy', defaultMessage: 'Appeal by {username}' },
  sanction: { id: 'adminAppeals.sanction', defaultMessage: 'Sanction' },
  noReason: { id: 'adminAppeals.noReason', defaultMessage: 'No reason given' },
  post: { id: 'adminAppeals.post', defaultMessage: 'Post' },
  openPost: { id: 'adminAppeals.openPost', defaultMessage: 'Open the post' },
  filed: { id: 'adminAppeals.filed', defaultMessage: 'Filed' },
  removed: { id: 'adminAppeals.removed', defaultMessage: '(removed with the account)' },
  reasonLabel: { id: 'adminAppeals.reasonLabel', defaultMessage: 'Reason for the decision' },
  reasonPlaceholder: { id: 'adminAppeals.reasonPlaceholder', defaultMessage: 'Reason for the decision (the person sees it)' },
  uphold: { id: 'adminAppeals.uphold', defaultMessage: 'Uphold' },
  overturn: { id: 'adminAppeals.overturn', defaultMessage: 'Overturn' },
  loading: { id: 'adminAppeals.loading', defaultMessage: 'Loading appeals…' },
  loadFailed: { id: 'adminAppeals.loadFailed', defaultMessage: 'Failed to load appeals.' },
  none: { id: 'adminAppeals.none', defaultMessage: 'No appeals.' },
  listLabel: { id: 'adminAppeals.listLabel', defaultMessage: 'Appeals' },
});

const AdminAppealsTabQueryDocument = graphql(`
  query AdminAppealsTab {
    adminAppeals {
      id
      status
      sanction
      postId
      sanctionReason
      sanctionAt
      text
      createdAt
      decision
      reason
      decidedAt
      user {
        id
        username
        deleted
      }
      decidedBy {
        id
        username
      }
    }
  }
`);

const DecideAppealMutation = graphql(`
  mutation DecideAppeal($input: DecideAppealInput!) {
    decideAppeal(input: $input) {
      id
      status
      decision
      reason
      decidedAt
      decidedBy {
        id
        username
      }
    }
  }
`);

type Appeal = AdminAppealsTabQuery['adminAppeals'][number];

const SANCTION: Record<Appeal['sanction'], MessageDescriptor> = { timeout: messages.timeout, ban: messages.ban, post_ban: messages.postBan };
const STATUS: Record<Appeal['status'], MessageDescriptor> = { open: messages.open, upheld: messages.upheld, overturned: messages.overturned };

function AppealCard({ appeal }: { appeal: Appeal }) {
  const { formatMessage: t, formatDate } = useIntl();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [decide, { loading }] = useMutation(DecideAppealMutation, { refetchQueries: ['AccountsTab', 'BannedPostsTab'] });

  async function choose(decision: AppealDecision) {
    if (!reason.trim()) {
      toast({ title: t(messages.giveReason), variant: 'destructive' });
      return;
    }
    try {
      await decide({ variables: { input: { appealId: appeal.id, decision, reason: reason.trim() } } });
      toast({ title: decision === 'overturned' ? t(messages.overturnedDone) : t(messages.upheldDone) });
    } catch (error) {
      toast({ title: errorMessage(error, t(messages.failed)), variant: 'destructive' });
    }
  }

  return (
    <li className="admin-card" aria-label={t(messages.appealBy, { username: appeal.user.username })} data-testid="admin-appeal">
      <header className="admin-card__header">
        <strong>
          {t(SANCTION[appeal.sanction])} · <bdi>{appeal.user.username}</bdi>
        </strong>
        <span className={`status-pill status-pill--appeal-${appeal.status}`}>{t(STATUS[appeal.status])}</span>
      </header>
      <dl className="admin-card__facts">
        <dt>{t(messages.sanction)}</dt>
        <dd dir="auto">{appeal.sanctionReason || t(messages.noReason)}</dd>
        {appeal.postId && (
          <>
            <dt>{t(messages.post)}</dt>
            <dd>
              <Link to={`/post/${appeal.postId}`}>{t(messages.openPost)}</Link>
            </dd>
          </>
        )}
        <dt>{t(messages.filed)}</dt>
        <dd>
          <time dateTime={appeal.createdAt}>{formatDate(appeal.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}</time>
        </dd>
      </dl>
      <p className="admin-card__text" dir="auto">
        {appeal.text || <em className="admin-muted">{t(messages.removed)}</em>}
      </p>
      {appeal.status === 'open' ? (
        <>
          <label className="sr-only" htmlFor={`appeal-reason-${appeal.id}`}>
            {t(messages.reasonLabel)}
          </label>
          <input
            id={`appeal-reason-${appeal.id}`}
            className="input"
            placeholder={t(messages.reasonPlaceholder)}
            dir="auto"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="admin-card__actions">
            <button type="button" className="button button--secondary" disabled={loading} onClick={() => choose('upheld')}>
              {t(messages.uphold)}
            </button>
            <button type="button" className="button button--primary" disabled={loading} onClick={() => choose('overturned')}>
              {t(messages.overturn)}
            </button>
          </div>
        </>
      ) : (
        <p className="admin-muted">
          {t(messages.decidedBy, {
            status: t(STATUS[appeal.status]),
            name: () => <bdi key="name">{appeal.decidedBy?.username ?? t(messages.anAdministrator)}</bdi>,
            reason: () => (
              <span key="reason" dir="auto">
                {appeal.reason}
              </span>
            ),
          })}
        </p>
      )}
    </li>
  );
}

/** Appeals of timeouts, bans and post bans, open ones first: uphold or overturn each, with a reason. */
export function AppealsTab() {
  const { formatMessage: t } = useIntl();
  const { data, loading, error } = useQuery(AdminAppealsTabQueryDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <p className="admin-muted">{t(messages.loading)}</p>;
  if (error && !data) return <p className="field__error">{t(messages.loadFailed)}</p>;
  const appeals = data?.adminAppeals ?? [];
  if (appeals.length === 0) return <p className="admin-muted">{t(messages.none)}</p>;
  return (
    <ul className="admin-list" aria-label={t(messages.listLabel)}>
      {appeals.map((a) => (
        <AppealCard key={a.id} appeal={a} />
      ))}
    </ul>
  );
}
