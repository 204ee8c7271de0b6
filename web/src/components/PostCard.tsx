import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { graphql } from '../gql';
import type { PostCard_PostFragment } from '../gql/graphql';
import { defineMessages } from '../i18n/defineMessages';
import { useMediaAlt } from '../lib/mediaAlt';
import { sharePost } from '../lib/share';
import { AlbumCarousel } from './AlbumCarousel';
import { Avatar, fallbackTo, IMAGE_PLACEHOLDER } from './Avatar';
import { Caption } from './Caption';
import { FeedVideo } from './FeedVideo';
import { BookmarkIcon, CommentIcon, HeartIcon, MapPinIcon, ShareIcon } from './Icons';
import { loadPostMenuSheet, PostMenu } from './PostMenu';
import { RelativeTime } from './RelativeTime';
import { useToast } from './Toaster';
import { useDoubleTap } from './useDoubleTap';
import { useToggleSave } from './useToggleSave';
import { usePendingToggle } from '../outbox/outboxStore';
import { shownCount, shownToggle } from '../outbox/outboxWrite';
import '../styles/posts.css';
import { FEED_PHOTO_SIZES, photoSrcSet } from '../lib/photoSources';

const messages = defineMessages({
  postBy: { id: 'postCard.postBy', defaultMessage: 'Post by {username}' },
  admin: { id: 'postCard.admin', defaultMessage: 'admin' },
  like: { id: 'postCard.like', defaultMessage: 'Like' },
  unlike: { id: 'postCard.unlike', defaultMessage: 'Unlike' },
  comment: { id: 'postCard.comment', defaultMessage: 'Comment' },
  share: { id: 'postCard.share', defaultMessage: 'Share' },
  save: { id: 'postCard.save', defaultMessage: 'Save' },
  unsave: { id: 'postCard.unsave', defaultMessage: 'Remove from saved' },
  likes: { id: 'postCard.likes', defaultMessage: '{count, plural, one {# like} other {# likes}}' },
  viewComments: { id: 'postCard.viewComments', defaultMessage: '{count, plural, one {View # comment} other {View all # comments}}' },
  edited: { id: 'postCard.edited', defaultMessage: 'Edited' },
  linkCopied: { id: 'postCard.linkCopied', defaultMessage: 'Link copied' },
  shareFailed: { id: 'postCard.shareFailed', defaultMessage: 'Could not share this post.' },
});

// The comments' dialog (and Radix's dialog code) loads when it opens, or ahead of that at the
// reader's first touch or scroll on the feed (preloadPostDialogs): the first screen does not wait for it.
const loadCommentsDialog = () => import('./CommentsDialog');
const CommentsDialog = lazy(() => loadCommentsDialog().then((module) => ({ default: module.CommentsDialog })));
const PostHistoryDialog = lazy(() => import('./PostHistoryDialog'));

/** Fetches the code of a post's dialogs (comments, the '...' sheet) ahead of a first tap. */
export function preloadPostDialogs(): void {
  void loadCommentsDialog().catch(() => undefined);
  void loadPostMenuSheet().catch(() => undefined);
}

export const PostCardFragment = graphql(`
  fragment PostCard_post on Post {
    id
    mediaUrl
    mediaType
    posterUrl
    media {
      url
      type
      alt
      width
      height
      posterUrl
    }
    caption
    location
    likesCount
    commentsCount
    isLiked
    isSaved
    createdAt
    editedAt
    user {
      id
      username
      avatar
      isAdmin
    }
  }
`);

export type PostCardPost = PostCard_PostFragment;

/** How long the heart of a double tap stays over the media (its animation's length). */
const HEART_MS = 900;

/** The post as the viewer asked while a like or a bookmark waits in the outbox. */
function useShownLikeAndSave(post: PostCardPost): PostCardPost {
  const like = usePendingToggle('like', post.id);
  const save = usePendingToggle('save', post.id);
  if (like === undefined && save === undefined) return post;
  return {
    ...post,
    isLiked: shownToggle(post.isLiked, like),
    likesCount: shownCount(post.likesCount, post.isLiked, like),
    isSaved: shownToggle(post.isSaved, save),
  };
}

/**
 * One post: author, media, like / comment / share / bookmark, counts, caption and time. `priority`
 * marks the first post of a page, whose image loads at once (it is the largest thing on screen);
 * `onGone` runs once it left the viewer's screen from the '...' menu (deleted, or its author blocked).
 * A feed's page renders again when anything of the page changes (live updates starting, the next
 * page, a new post's pill): a card renders again only when its own post or handlers change.
 */
export const PostCard = memo(function PostCard({
  post: asked,
  onToggleLike,
  priority = false,
  onGone,
}: {
  post: PostCardPost;
  onToggleLike: (postId: string) => void;
  priority?: boolean;
  onGone?: () => void;
}) {
  const post = useShownLikeAndSave(asked);
  const { user } = post;
  // The post's first photo or video (a post always has one; `mediaUrl` is the same file).
  const first = post.media[0] ?? { alt: '', type: post.mediaType, width: null, height: null };
  // Its place is reserved at its own shape before it loads, so nothing below jumps (posts from
  // before sizes were recorded keep the stylesheet's 4:3).
  const shape = first.width && first.height ? { aspectRatio: `${first.width} / ${first.height}` } : undefined;
  const { formatMessage: t } = useIntl();
  const alt = useMediaAlt();
  const viewer = useViewer();
  const toast = useToast();
  const toggleSave = useToggleSave();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const profilePath = `/profile/${user.id}`;
  const likes = t(messages.likes, { count: post.likesCount });
  const postBy = t(messages.postBy, { username: user.username });
  // The heart over the media after a double tap, numbered so that each tap plays it afresh (0: none).
  const [heart, setHeart] = useState(0);
  const { id, isLiked } = post;
  const onMediaTap = useDoubleTap(
    useCallback(() => {
      // As on Instagram, a double tap only ever likes: on a liked post it just shows the heart.
      if (!isLiked) onToggleLike(id);
      setHeart((n) => n + 1);
    }, [id, isLiked, onToggleLike]),
  );
  useEffect(() => {
    if (heart === 0) return;
    const timer = window.setTimeout(() => setHeart(0), HEART_MS);
    return () => window.clearTimeout(timer);
  }, [heart]);

  async function share() {
    const result = await sharePost(post.id, postBy);
    if (result === 'copied') toast({ title: t(messages.linkCopied) });
    else if (result === 'failed') toast({ title: t(messages.shareFailed), variant: 'destructive' });
  }

  return (
    <article className="post-card" data-testid="post-card" data-post-id={post.id} aria-label={postBy}>
      <header className="post-card__header">
        <Link to={profilePath} className="post-card__avatar-link" tabIndex={-1} aria-hidden="true">
          <Avatar src={user.avatar} alt="" size={36} />
        </Link>
        <div className="post-card__who">
          <div className="post-card__name-row">
            <Link to={profilePath} className="post-card__username" data-testid="post-username">
              <bdi>{user.username}</bdi>
            </Link>
            {user.isAdmin && <span className="badge badge--admin">{t(messages.admin)}</span>}
          </div>
          {post.location && (
            <span className="post-card__location">
              <MapPinIcon width={12} height={12} /> <bdi>{post.location}</bdi>
            </span>
          )}
        </div>
        {viewer && <PostMenu post={post} author={user} onGone={onGone} />}
      </header>

      {/* A double tap (or click) likes. Its second click is the like's: Chrome's video would go full screen on it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut for the Like button below, which keyboards and screen readers use */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above; the click handler only keeps a double click from the video */}
      <div className="post-card__media" onPointerUp={onMediaTap} onClick={(event) => event.detail > 1 && event.preventDefault()}>
        {post.media.length > 1 ? (
          <AlbumCarousel items={post.media} username={user.username} priority={priority} shape={shape} />
        ) : post.mediaType === 'video' ? (
          <FeedVideo src={post.mediaUrl} poster={post.posterUrl} label={alt(first, user.username)} style={shape} />
        ) : (
          <img
            src={post.mediaUrl || IMAGE_PLACEHOLDER}
            srcSet={photoSrcSet(post.mediaUrl)}
            sizes={FEED_PHOTO_SIZES}
            alt={alt(first, user.username)}
            style={shape}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            onError={fallbackTo(IMAGE_PLACEHOLDER)}
          />
        )}
        {heart > 0 && <HeartIcon key={heart} filled className="post-card__heart" data-testid="like-heart" />}
      </div>

      <div className="post-card__actions">
        <button
          type="button"
          className={`icon-button like-button${post.isLiked ? ' like-button--liked' : ''}`}
          aria-label={t(post.isLiked ? messages.unlike : messages.like)}
          aria-pressed={post.isLiked}
          data-testid="like-button"
          onClick={() => onToggleLike(post.id)}
        >
          <HeartIcon filled={post.isLiked} />
        </button>
        <button type="button" className="icon-button" aria-label={t(messages.comment)} onClick={() => setCommentsOpen(true)}>
          <CommentIcon />
        </button>
        <button type="button" className="icon-button" aria-label={t(messages.share)} onClick={share}>
          <ShareIcon />
        </button>
        <span className="spacer" />
        <button
          type="button"
          className={`icon-button save-button${post.isSaved ? ' save-button--saved' : ''}`}
          aria-label={t(post.isSaved ? messages.unsave : messages.save)}
          aria-pressed={post.isSaved}
          data-testid="save-button"
          onClick={() => toggleSave(post.id)}
        >
          <BookmarkIcon filled={post.isSaved} />
        </button>
      </div>

      <div className="post-card__body">
        <p className="post-card__likes" data-testid="likes-count" aria-live="polite">
          {post.likesCount > 0 ? (
            <Link to={`/post/${post.id}/likes`} className="post-card__likes-link">
              {likes}
            </Link>
          ) : (
            likes
          )}
        </p>
        {post.caption && <Caption username={user.username} caption={post.caption} />}
        {post.commentsCount > 0 && (
          <button type="button" className="post-card__comments" onClick={() => setCommentsOpen(true)} data-testid="view-comments">
            {t(messages.viewComments, { count: post.commentsCount })}
          </button>
        )}
        <p className="post-card__when">
          <RelativeTime className="post-card__time" date={post.createdAt} testId="post-time" />
          {post.editedAt && (
            <>
              {' · '}
              <button type="button" className="post-card__edited" onClick={() => setHistoryOpen(true)} data-testid="post-edited">
                {t(messages.edited)}
              </button>
            </>
          )}
        </p>
      </div>
      {historyOpen && (
        <Suspense fallback={null}>
          <PostHistoryDialog postId={post.id} onClose={() => setHistoryOpen(false)} />
        </Suspense>
      )}
      {commentsOpen && (
        <Suspense fallback={null}>
          <CommentsDialog postId={post.id} postAuthorId={user.id} open onOpenChange={setCommentsOpen} />
        </Suspense>
      )}
    </article>
  );
});
