import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { CommentRepliesQuery, REPLIES_PAGE } from './commentsCache';
import type { Comment_CommentFragment } from '../gql/graphql';

const messages = defineMessages({
  view: { id: 'commentReplies.view', defaultMessage: '{count, plural, one {View # reply} other {View # replies}}' },
  hide: { id: 'commentReplies.hide', defaultMessage: 'Hide replies' },
  loading: { id: 'commentReplies.loading', defaultMessage: 'Loading replies...' },
  loadFailed: { id: 'commentReplies.loadFailed', defaultMessage: 'Failed to load replies.' },
  more: { id: 'commentReplies.more', defaultMessage: 'View more replies' },
});

/**
 * A top comment's replies, folded behind 'View N replies' as on Instagram; once open, read a page
 * at a time ('View more replies') and folded again with 'Hide replies'. `renderReply` draws each
 * one, as the list draws a comment.
 */
export function CommentReplies({
  comment,
  open,
  onOpenChange,
  renderReply,
}: {
  comment: Comment_CommentFragment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  renderReply: (reply: Comment_CommentFragment) => ReactNode;
}) {
  const { formatMessage: t } = useIntl();
  if (comment.repliesCount === 0 && !open) return null;
  return (
    <div className="comment__replies">
      {open ? (
        <>
          <Thread commentId={comment.id} renderReply={renderReply} />
          <button type="button" className="comment__replies-toggle" onClick={() => onOpenChange(false)} aria-expanded="true">
            {t(messages.hide)}
          </button>
        </>
      ) : (
        <button type="button" className="comment__replies-toggle" onClick={() => onOpenChange(true)} aria-expanded="false" data-testid="view-replies">
          {t(messages.view, { count: comment.repliesCount })}
        </button>
      )}
    </div>
  );
}

function Thread({ commentId, renderReply }: { commentId: string; renderReply: (reply: Comment_CommentFragment) => ReactNode }) {
  const { formatMessage: t } = useIntl();
  const { data, loading, error, fetchMore } = useQuery(CommentRepliesQuery, {
    variables: { id: commentId, first: REPLIES_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const replies = data?.comment?.replies;
  if (!replies) {
    if (loading) return <p className="comment__replies-status">{t(messages.loading)}</p>;
    return error ? (
      <p className="comment__replies-status" role="alert">
        {t(messages.loadFailed)}
      </p>
    ) : null;
  }
  const { endCursor, hasNextPage } = replies.pageInfo;
  return (
    <>
      <ul className="comments__list comments__list--replies" data-testid="replies">
        {replies.edges.map(({ node }) => renderReply(node))}
      </ul>
      {hasNextPage && endCursor && (
        <button type="button" className="comment__replies-toggle" onClick={() => void fetchMore({ variables: { after: endCursor } })}>
          {t(messages.more)}
        </button>
      )}
    </>
  );
}
