import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { AppLayout } from '../components/AppLayout';
import { PersonRow } from '../components/PersonRow';
import { type RequestAnswer, RequestAnswerButtons } from '../components/RequestAnswerButtons';
import { IconTooltip } from '../components/IconTooltip';
import { PeopleSkeleton } from '../components/Loading';
import { useToast } from '../components/Toaster';
import { TooltipGroup } from '../components/TooltipGroup';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import '../styles/people.css';

const messages = defineMessages({
  tryAgain: { id: 'followRequests.tryAgain', defaultMessage: 'Please try again.' },
  approved: { id: 'followRequests.approved', defaultMessage: '{username} now follows you' },
  declined: { id: 'followRequests.declined', defaultMessage: "You declined {username}'s request" },
  approveFailed: { id: 'followRequests.approveFailed', defaultMessage: 'Failed to approve the request.' },
  declineFailed: { id: 'followRequests.declineFailed', defaultMessage: 'Failed to decline the request.' },
  loadFailed: { id: 'followRequests.loadFailed', defaultMessage: 'Failed to load follow requests' },
  empty: { id: 'followRequests.empty', defaultMessage: 'No follow requests' },
  emptyText: { id: 'followRequests.emptyText', defaultMessage: 'When people ask to follow you, you’ll see their requests here.' },
  title: { id: 'followRequests.title', defaultMessage: 'Follow requests' },
  back: { id: 'followRequests.back', defaultMessage: 'Back' },
});

export const FollowRequestsQuery = graphql(`
  query FollowRequests {
    followRequests {
      id
      username
      fullName
      avatar
      isAdmin
    }
  }
`);

export const ApproveFollowRequestMutation = graphql(`
  mutation ApproveFollowRequest($userId: ID!) {
    approveFollowRequest(userId: $userId) {
      id
    }
  }
`);

export const DeclineFollowRequestMutation = graphql(`
  mutation DeclineFollowRequest($userId: ID!) {
    declineFollowRequest(userId: $userId) {
      id
    }
  }
`);

/** Answers one request; on success the person leaves the list (and, approved, counts among the viewer's followers). */
export function useAnswerRequest() {
  const { formatMessage: t } = useIntl();
  const client = useApolloClient();
  const toast = useToast();
  const viewer = useViewer();
  const [busy, setBusy] = useState<string | null>(null);

  async function answer(person: { id: string; username: string }, how: RequestAnswer) {
    setBusy(person.id);
    try {
      const mutation = how === 'approve' ? ApproveFollowRequestMutation : DeclineFollowRequestMutation;
      const result = await client.mutate({
        mutation,
        variables: { userId: person.id },
        update(cache) {
          cache.modify({
            id: 'ROOT_QUERY',
            fields: {
              followRequests: (list: readonly { __ref: string }[], { readField }) => list.filter((ref) => readField('id', ref as never) !== person.id),
            },
          });
          const me = viewer && cache.identify({ __typename: 'Me', id: viewer.id });
          if (how === 'approve' && me) cache.modify({ id: me, fields: { followersCount: (count: number) => count + 1 } });
        },
      });
      if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
      toast({ title: t(how === 'approve' ? messages.approved : messages.declined, { username: person.username }) });
    } catch (error) {
      toast({
        title: how === 'approve' ? t(messages.approveFailed) : t(messages.declineFailed),
        description: errorMessage(error, t(messages.tryAgain)),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return { answer, busy };
}

/** /follow-requests: the people who asked to follow the viewer's private account, each with Approve and Decline. */
export function FollowRequestsPage() {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(FollowRequestsQuery, { fetchPolicy: 'cache-and-network' });
  const { answer, busy } = useAnswerRequest();
  const requests = data?.followRequests;

  let content: React.ReactNode;
  if (!requests && loading) {
    content = <PeopleSkeleton rows={3} />;
  } else if (!requests) {
    content = (
      <p className="empty-state empty-state__title" role="alert">
        {errorMessage(error, t(messages.loadFailed))}
      </p>
    );
  } else if (requests.length === 0) {
    content = (
      <div className="empty-state" data-testid="follow-requests-empty">
        <p className="empty-state__title">{t(messages.empty)}</p>
        <p className="empty-state__text">{t(messages.emptyText)}</p>
      </div>
    );
  } else {
    content = (
      <ul className="follow-list" aria-label={t(messages.title)}>
        {requests.map((person) => (
          <PersonRow key={person.id} person={person} testId="follow-request">
            <RequestAnswerButtons person={person} busy={busy === person.id} answer={answer} />
          </PersonRow>
        ))}
      </ul>
    );
  }

  return (
    <AppLayout>
      <div className="page">
        <header className="page-header page-header--with-back">
          <TooltipGroup>
            <IconTooltip label={t(messages.back)}>
              <button
                type="button"
                className="icon-button page-header__back"
                aria-label={t(messages.back)}
                onClick={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/settings'))}
              >
                <span aria-hidden="true">←</span>
              </button>
            </IconTooltip>
          </TooltipGroup>
          <h1 className="page-header__title">{t(messages.title)}</h1>
        </header>
        {content}
      </div>
    </AppLayout>
  );
}
