import { Link } from 'react-router';
import { graphql } from '../gql';
import type { PostCard_PostFragment } from '../gql/graphql';
import { hashtagPath, splitCaption } from '../lib/caption';
import { formatRelativeTime } from '../lib/relativeTime';
import { Avatar, fallbackTo, IMAGE_PLACEHOLDER } from './Avatar';
import { BookmarkIcon, CommentIcon, HeartIcon, MapPinIcon, ShareIcon } from './Icons';

export const PostCardFragment = graphql(`
  fragment PostCard_post on Post {
    id
    mediaUrl
    mediaType
    caption
    location
    likesCount
    commentsCount
    isLiked
    createdAt
    user {
      id
      username
      avatar
      isAdmin
    }
  }
`);

export type PostCardPost = PostCard_PostFragment;

function Caption({ username, caption }: { username: string; caption: string }) {
  return (
    <p className="post-card__caption">
      <span className="post-card__caption-user">{username}</span>{' '}
      {splitCaption(caption).map((part, i) =>
        part.kind === 'hashtag' ? (
          <Link key={i} to={hashtagPath(part.tag)} className="hashtag">
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

export function PostCard({
  post,
  onToggleLike,
  now = Date.now(),
}: {
  post: PostCardPost;
  onToggleLike: (postId: string) => void;
  now?: number;
}) {
  const { user } = post;
  const profilePath = `/profile/${user.id}`;
  const likes = `${post.likesCount} ${post.likesCount === 1 ? 'like' : 'likes'}`;

  return (
    <article className="post-card" data-testid="post-card" data-post-id={post.id} aria-label={`Post by ${user.username}`}>
      <header className="post-card__header">
        <Link to={profilePath} className="post-card__avatar-link" tabIndex={-1} aria-hidden="true">
          <Avatar src={user.avatar} alt="" size={36} />
        </Link>
        <div className="post-card__who">
          <div className="post-card__name-row">
            <Link to={profilePath} className="post-card__username" data-testid="post-username">
              {user.username}
            </Link>
            {user.isAdmin && <span className="badge badge--admin">admin</span>}
          </div>
          {post.location && (
            <span className="post-card__location">
              <MapPinIcon width={12} height={12} /> {post.location}
            </span>
          )}
        </div>
      </header>

      <div className="post-card__media">
        {post.mediaType === 'video' ? (
          <video src={post.mediaUrl} controls playsInline preload="metadata" aria-label={`Video by ${user.username}`} />
        ) : (
          <img
            src={post.mediaUrl || IMAGE_PLACEHOLDER}
            alt={post.caption ? `Photo by ${user.username}: ${post.caption}` : `Photo by ${user.username}`}
            loading="lazy"
            decoding="async"
            onError={fallbackTo(IMAGE_PLACEHOLDER)}
          />
        )}
      </div>

      <div className="post-card__actions">
        <button
          type="button"
          className={`icon-button like-button${post.isLiked ? ' like-button--liked' : ''}`}
          aria-label={post.isLiked ? 'Unlike' : 'Like'}
          aria-pressed={post.isLiked}
          data-testid="like-button"
          onClick={() => onToggleLike(post.id)}
        >
          <HeartIcon filled={post.isLiked} />
        </button>
        <button type="button" className="icon-button" aria-label="Comment">
          <CommentIcon />
        </button>
        <button type="button" className="icon-button" aria-label="Share">
          <ShareIcon />
        </button>
        <span className="spacer" />
        <button type="button" className="icon-button" aria-label="Save">
          <BookmarkIcon />
        </button>
      </div>

      <div className="post-card__body">
        <p className="post-card__likes" data-testid="likes-count" aria-live="polite">
          {likes}
        </p>
        {post.caption && <Caption username={user.username} caption={post.caption} />}
        {post.commentsCount > 0 && (
          <p className="post-card__comments">
            View all {post.commentsCount} comments
          </p>
        )}
        <time className="post-card__time" dateTime={post.createdAt} data-testid="post-time">
          {formatRelativeTime(post.createdAt, now)}
        </time>
      </div>
    </article>
  );
}
