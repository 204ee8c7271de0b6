import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { Link } from 'react-router';
import { graphql } from '../gql';
import type { Comment_CommentFragment } from '../gql/graphql';
import { Avatar } from './Avatar';
import { CaptionText } from './Caption';
import { ContentMenu } from './ContentMenu';
import { HeartIcon } from './Icons';
import { MascotBadge } from './MascotBadge';
import { RelativeTime } from './RelativeTime';
import '../styles/posts.css';

export const CommentFragment = graphql(`
  fragment Comment_comment on Comment {
    id
    content
    createdAt
    parentId
    repliesCount
    likesCount
    isLiked
    user {
      id
      username
      avatar
      isAdmin
      isMascot
    }
  }
`);

const messages = defineMessages({
  admin: { id: 'comment.admin', defaultMessage: 'admin' },
  likes: { id: 'comment.likes', defaultMessage: '{count, plural, one {# like} other {# likes}}' },
  replyTo: { id: 'comment.replyTo', defaultMessage: 'Reply to {username}' },
  reply: { id: 'comment.reply', defaultMessage: 'Reply' },
  like: { id: 'comment.like', defaultMessage: 'Like comment by {username}' },
  unlike: { id: 'comment.unlike', defaultMessage: 'Unlike comment by {username}' },
  moreOptions: { id: 'comment.moreOptions', defaultMessage: 'More options for the comment by {username}' },
  delete: { id: 'comment.delete', defaultMessage: 'Delete comment by {username}' },
});

/**
 * One comment: its author, the text exactly as written (never HTML), its time, its likes, a heart
 * (with `onToggleLike`), a Reply button (with `onReply`), a delete button when `onDelete` is given,
 * and, with the `postId` it is under, a '...' menu to report it (others' only). `children`: its
 * replies, shown under it, indented.
 */
export function Comment({
  comment,
  postId,
  mine = false,
  onDelete,
  deleting = false,
  onReply,
  onToggleLike,
  children,
}: {
  comment: Comment_CommentFragment;
  postId?: string;
  mine?: boolean;
  onDelete?: () => void;
  deleting?: boolean;
  onReply?: () => void;
  onToggleLike?: () => void;
  children?: ReactNode;
}) {
  const { formatMessage: t } = useIntl();
  const { username } = comment.user;
  const profilePath = `/profile/${comment.user.id}`;
  const reply = comment.parentId !== null;
  return (
    <li className="comment-item" data-testid={reply ? 'reply' : 'comment'}>
      <div className={`comment${reply ? ' comment--reply' : ''}`}>
        <Link to={profilePath} className="comment__avatar" tabIndex={-1} aria-hidden="true">
          <Avatar src={comment.user.avatar} alt="" size={reply ? 24 : 32} />
        </Link>
        <div className="comment__body">
          <p className="comment__text">
            {/* Isolated, so that neither name nor text can reorder the other or the badges between them. */}
            <Link to={profilePath} className="comment__user">
              <bdi>{comment.user.username}</bdi>
            </Link>
            {comment.user.isAdmin && <span className="badge badge--admin">{t(messages.admin)}</span>}
            {comment.user.isMascot && <MascotBadge />}{' '}
            <span className="comment__content" dir="auto">
              <CaptionText text={comment.content} />
            </span>
          </p>
          <div className="comment__meta">
            <RelativeTime className="comment__time" date={comment.createdAt} />
            {comment.likesCount > 0 && (
              <span className="comment__likes" data-testid="comment-likes">
                {t(messages.likes, { count: comment.likesCount })}
              </span>
            )}
            {onReply && (
              <button type="button" className="comment__reply" onClick={onReply} aria-label={t(messages.replyTo, { username })}>
                {t(messages.reply)}
              </button>
            )}
          </div>
        </div>
        {onToggleLike && (
          <button
            type="button"
            className={`icon-button comment__like like-button${comment.isLiked ? ' like-button--liked' : ''}`}
            aria-label={t(comment.isLiked ? messages.unlike : messages.like, { username })}
            aria-pressed={comment.isLiked}
            data-testid="comment-like"
            onClick={onToggleLike}
          >
            <HeartIcon filled={comment.isLiked} width={14} height={14} />
          </button>
        )}
        {postId && !mine && (
          <ContentMenu
            what="comment"
            className="comment__menu"
            target={{ kind: 'comment', id: comment.id, postId }}
            label={t(messages.moreOptions, { username })}
          />
        )}
        {onDelete && (
          <button type="button" className="icon-button comment__delete" aria-label={t(messages.delete, { username })} onClick={onDelete} disabled={deleting}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {children}
    </li>
  );
}
