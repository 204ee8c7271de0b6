import { Link } from 'react-router';
import { graphql } from '../gql';
import type { Comment_CommentFragment } from '../gql/graphql';
import { Avatar } from './Avatar';
import { CaptionText } from './Caption';
import { ContentMenu } from './ContentMenu';
import { MascotBadge } from './MascotBadge';
import { RelativeTime } from './RelativeTime';
import '../styles/posts.css';

export const CommentFragment = graphql(`
  fragment Comment_comment on Comment {
    id
    content
    createdAt
    user {
      id
      username
      avatar
      isAdmin
      isMascot
    }
  }
`);

/**
 * One comment: its author, the text exactly as written (never HTML), its time, a delete button
 * when `onDelete` is given, and, with the `postId` it is under, a '...' menu to report it (others' only).
 */
export function Comment({
  comment,
  postId,
  mine = false,
  onDelete,
  deleting = false,
}: {
  comment: Comment_CommentFragment;
  postId?: string;
  mine?: boolean;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const profilePath = `/profile/${comment.user.id}`;
  return (
    <li className="comment" data-testid="comment">
      <Link to={profilePath} className="comment__avatar" tabIndex={-1} aria-hidden="true">
        <Avatar src={comment.user.avatar} alt="" size={32} />
      </Link>
      <div className="comment__body">
        <p className="comment__text">
          {/* Isolated, so that neither name nor text can reorder the other or the badges between them. */}
          <Link to={profilePath} className="comment__user">
            <bdi>{comment.user.username}</bdi>
          </Link>
          {comment.user.isAdmin && <span className="badge badge--admin">admin</span>}
          {comment.user.isMascot && <MascotBadge />}{' '}
          <span className="comment__content" dir="auto">
            <CaptionText text={comment.content} />
          </span>
        </p>
        <RelativeTime className="comment__time" date={comment.createdAt} />
      </div>
      {postId && !mine && (
        <ContentMenu
          what="comment"
          className="comment__menu"
          target={{ kind: 'comment', id: comment.id, postId }}
          label={`More options for the comment by ${comment.user.username}`}
        />
      )}
      {onDelete && (
        <button
          type="button"
          className="icon-button comment__delete"
          aria-label={`Delete comment by ${comment.user.username}`}
          onClick={onDelete}
          disabled={deleting}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}
