import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { AdminAppealsTabQuery, AppealDecision } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useToast } from '../Toaster';

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

const SANCTION: Record<Appeal['sanction'], string> = { timeout: 'Timeout', ban: 'Ban', post_ban: 'Post ban' };
const STATUS: Record<Appeal['status'], string> = { open: 'Open', upheld: 'Upheld', overturned: 'Overturned' };

function AppealCard({ appeal }: { appeal: Appeal }) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [decide, { loading }] = useMutation(DecideAppealMutation, { refetchQueries: ['AccountsTab', 'BannedPostsTab'] });

  async function choose(decision: AppealDecision) {
    if (!reason.trim()) {
      toast({ title: 'Please give the reason for the decision.', variant: 'destructive' });
      return;
    }
    try {
      await decide({ variables: { input: { appealId: appeal.id, decision, reason: reason.trim() } } });
      toast({ title: decision === 'overturned' ? 'Appeal overturned: the sanction is lifted.' : 'Appeal upheld.' });
    } catch (error) {
      toast({ title: errorMessage(error, 'Failed to decide the appeal.'), variant: 'destructive' });
    }
  }

  return (
    <li className="admin-card" aria-label={`Appeal by ${appeal.user.username}`} data-testid="admin-appeal">
      <header className="admin-card__header">
        <strong>
          {SANCTION[appeal.sanction]} · <bdi>{appeal.user.username}</bdi>
        </strong>
        <span className={`status-pill status-pill--appeal-${appeal.status}`}>{STATUS[appeal.status]}</span>
      </header>
      <dl className="admin-card__facts">
        <dt>Sanction</dt>
        <dd dir="auto">{appeal.sanctionReason || 'No reason given'}</dd>
        {appeal.postId && (
          <>
            <dt>Post</dt>
            <dd>
              <Link to={`/post/${appeal.postId}`}>Open the post</Link>
            </dd>
          </>
        )}
        <dt>Filed</dt>
        <dd>
          <time dateTime={appeal.createdAt}>{new Date(appeal.createdAt).toLocaleString()}</time>
        </dd>
      </dl>
      <p className="admin-card__text" dir="auto">
        {appeal.text || <em className="admin-muted">(removed with the account)</em>}
      </p>
      {appeal.status === 'open' ? (
        <>
          <label className="sr-only" htmlFor={`appeal-reason-${appeal.id}`}>
            Reason for the decision
          </label>
          <input
            id={`appeal-reason-${appeal.id}`}
            className="input"
            placeholder="Reason for the decision (the person sees it)"
            dir="auto"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="admin-card__actions">
            <button type="button" className="button button--secondary" disabled={loading} onClick={() => choose('upheld')}>
              Uphold
            </button>
            <button type="button" className="button button--primary" disabled={loading} onClick={() => choose('overturned')}>
              Overturn
            </button>
          </div>
        </>
      ) : (
        <p className="admin-muted">
          {STATUS[appeal.status]} by <bdi>{appeal.decidedBy?.username ?? 'an administrator'}</bdi>: <span dir="auto">{appeal.reason}</span>
        </p>
      )}
    </li>
  );
}

/** Appeals of timeouts, bans and post bans, open ones first: uphold or overturn each, with a reason. */
export function AppealsTab() {
  const { data, loading, error } = useQuery(AdminAppealsTabQueryDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <p className="admin-muted">Loading appeals…</p>;
  if (error && !data) return <p className="field__error">Failed to load appeals.</p>;
  const appeals = data?.adminAppeals ?? [];
  if (appeals.length === 0) return <p className="admin-muted">No appeals.</p>;
  return (
    <ul className="admin-list" aria-label="Appeals">
      {appeals.map((a) => (
        <AppealCard key={a.id} appeal={a} />
      ))}
    </ul>
  );
}
