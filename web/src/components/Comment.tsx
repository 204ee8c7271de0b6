import { Link } from 'react-router';
import { graphql } from '../gql';
import type { Comment_CommentFragment } from '../gql/graphql';
import { formatRelativeTime } from '../lib/relativeTime';
import { Avatar } from './Avatar';
import { MascotBadge } from './MascotBadge';
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

/** One comment: its author, the text exactly as written (never HTML), its time, and a delete button when `onDelete` is given. */
export function Comment({ comment, onDelete, deleting = false }: { comment: Comment_CommentFragment; onDelete?: () => void; deleting?: boolean }) {
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
            {comment.content}
          </span>
        </p>
        <time className="comment__time" dateTime={comment.createdAt}>
          {formatRelativeTime(comment.createdAt, Date.now())}
        </time>
      </div>
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
