import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { useMediaAlt } from '../../lib/mediaAlt';
import { fallbackTo, IMAGE_PLACEHOLDER } from '../Avatar';
import { useToast } from '../Toaster';

const messages = defineMessages({
  unbanned: { id: 'adminPosts.unbanned', defaultMessage: 'Post unbanned.' },
  unbanFailed: { id: 'adminPosts.unbanFailed', defaultMessage: 'Failed to unban post.' },
  loading: { id: 'adminPosts.loading', defaultMessage: 'Loading banned posts…' },
  loadFailed: { id: 'adminPosts.loadFailed', defaultMessage: 'Failed to load banned posts.' },
  none: { id: 'adminPosts.none', defaultMessage: 'No banned posts.' },
  listLabel: { id: 'adminPosts.listLabel', defaultMessage: 'Banned posts' },
  noReason: { id: 'adminPosts.noReason', defaultMessage: 'No reason given' },
  unban: { id: 'adminPosts.unban', defaultMessage: 'Unban' },
});

const BannedPostsQuery = graphql(`
  query BannedPostsTab {
    bannedPosts {
      reason
      bannedAt
      post {
        id
        mediaUrl
        mediaType
        media {
          type
          alt
        }
        caption
        user {
          id
          username
        }
      }
    }
  }
`);

const UnbanPostMutation = graphql(`
  mutation UnbanPostTab($id: ID!) {
    unbanPost(id: $id) {
      id
    }
  }
`);

type BannedPost = { mediaType: 'image' | 'video'; media: { type: 'image' | 'video'; alt: string }[]; user: { username: string } };

/** A banned post's first photo or video, as its alt text names it. */
const firstItem = (post: BannedPost) => post.media[0] ?? { alt: '', type: post.mediaType };

/** Banned posts (hidden from everyone but admins), each with an unban button. */
export function PostsTab() {
  const { formatMessage: t, formatDate } = useIntl();
  const mediaAlt = useMediaAlt();
  const toast = useToast();
  const { data, loading, error } = useQuery(BannedPostsQuery, { fetchPolicy: 'cache-and-network' });
  const [unban, { loading: busy }] = useMutation(UnbanPostMutation, { refetchQueries: [BannedPostsQuery], awaitRefetchQueries: true });

  async function onUnban(id: string) {
    try {
      await unban({ variables: { id } });
      toast({ title: t(messages.unbanned) });
    } catch {
      toast({ title: t(messages.unbanFailed), variant: 'destructive' });
    }
  }

  if (loading && !data) return <p className="admin-muted">{t(messages.loading)}</p>;
  if (error && !data) return <p className="field__error">{t(messages.loadFailed)}</p>;
  const banned = data?.bannedPosts ?? [];
  if (banned.length === 0) return <p className="admin-muted">{t(messages.none)}</p>;
  return (
    <ul className="admin-list" aria-label={t(messages.listLabel)}>
      {banned.map(({ post, reason, bannedAt }) => (
        <li key={post.id} className="admin-card admin-card--row">
          <Link to={`/post/${post.id}`} className="admin-thumb">
            {post.mediaType === 'video' ? (
              <video src={post.mediaUrl} muted preload="metadata" aria-label={mediaAlt(firstItem(post), post.user.username)} />
            ) : (
              <img src={post.mediaUrl} alt={mediaAlt(firstItem(post), post.user.username)} onError={fallbackTo(IMAGE_PLACEHOLDER)} />
            )}
          </Link>
          <div className="admin-card__grow">
            <strong>
              <bdi>{post.user.username}</bdi>
            </strong>
            {post.caption && (
              <p className="admin-card__text" dir="auto">
                {post.caption}
              </p>
            )}
            <p className="admin-muted">
              {reason || t(messages.noReason)} · <time dateTime={bannedAt}>{formatDate(bannedAt, { dateStyle: 'short', timeStyle: 'medium' })}</time>
            </p>
          </div>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => onUnban(post.id)}>
            {t(messages.unban)}
          </button>
        </li>
      ))}
    </ul>
  );
}
