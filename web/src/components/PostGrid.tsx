import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { Link } from 'react-router';
import { graphql } from '../gql';
import type { PostGrid_PostFragment } from '../gql/graphql';
import { fallbackTo, IMAGE_PLACEHOLDER } from './Avatar';
import { useMediaAlt } from '../lib/mediaAlt';
import { AlbumIcon, CommentIcon, HeartIcon } from './Icons';
import { placeholderKeys } from './Loading';
import '../styles/postGrid.css';

const messages = defineMessages({
  album: { id: 'postGrid.album', defaultMessage: 'Album of {count}' },
  video: { id: 'postGrid.video', defaultMessage: 'Video' },
  loading: { id: 'postGrid.loading', defaultMessage: 'Loading posts' },
});

export const PostGridFragment = graphql(`
  fragment PostGrid_post on Post {
    id
    mediaUrl
    mediaType
    posterUrl
    media {
      type
      alt
    }
    likesCount
    commentsCount
    user {
      id
      username
    }
  }
`);

export type PostGridPost = PostGrid_PostFragment;

function Tile({ post, showUsername }: { post: PostGridPost; showUsername: boolean }) {
  const { formatMessage: t } = useIntl();
  const mediaAlt = useMediaAlt();
  // The tile is named by what its first photo or video shows, as the post's author described it (never the caption).
  const alt = mediaAlt(post.media[0] ?? { alt: '', type: post.mediaType }, post.user.username);
  return (
    <Link to={`/post/${post.id}`} className="post-grid__tile" data-testid="post-tile">
      {post.mediaType === 'video' ? (
        <>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <video> without controls takes no focus; the text beside it names it */}
          <video src={post.mediaUrl} poster={post.posterUrl ?? undefined} preload="none" muted playsInline aria-hidden="true" />
          <span className="sr-only">{alt}</span>
        </>
      ) : (
        <img src={post.mediaUrl || IMAGE_PLACEHOLDER} alt={alt} loading="lazy" decoding="async" onError={fallbackTo(IMAGE_PLACEHOLDER)} />
      )}
      {post.media.length > 1 && (
        <span className="post-grid__album-mark" aria-label={t(messages.album, { count: post.media.length })} role="img">
          <AlbumIcon width={18} height={18} />
        </span>
      )}
      {/* An album's mark stands for it, whatever its first item is. */}
      {post.mediaType === 'video' && post.media.length <= 1 && (
        <span className="post-grid__video-mark" aria-label={t(messages.video)} role="img">
          ▶
        </span>
      )}
      <span className="post-grid__overlay" aria-hidden="true">
        {showUsername ? (
          <span>
            @<bdi>{post.user.username}</bdi>
          </span>
        ) : (
          <>
            <span>
              <HeartIcon filled width={16} height={16} /> {post.likesCount}
            </span>
            <span>
              <CommentIcon width={16} height={16} /> {post.commentsCount}
            </span>
          </>
        )}
      </span>
    </Link>
  );
}

/**
 * A 3-column grid of post tiles, each linking to its post. Hovering shows the likes and comments
 * counts, or the author (`showUsername`, as search does). While `loading`, `skeletons` grey tiles.
 */
export function PostGrid({
  posts,
  loading = false,
  skeletons = 9,
  showUsername = false,
}: {
  posts: PostGridPost[];
  loading?: boolean;
  skeletons?: number;
  showUsername?: boolean;
}) {
  const { formatMessage: t } = useIntl();
  if (loading && posts.length === 0) {
    return (
      <div role="status" className="post-grid" aria-busy="true" aria-label={t(messages.loading)}>
        {placeholderKeys(skeletons).map((key) => (
          <span key={key} className="post-grid__tile skeleton" data-testid="post-tile-skeleton" />
        ))}
      </div>
    );
  }
  return (
    <div className="post-grid">
      {posts.map((post) => (
        <Tile key={post.id} post={post} showUsername={showUsername} />
      ))}
    </div>
  );
}
