import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { mediaAlt } from '../../lib/mediaAlt';
import { fallbackTo, IMAGE_PLACEHOLDER } from '../Avatar';
import { useToast } from '../Toaster';

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

/** What a banned post's first photo or video shows, in its author's words. */
const firstAlt = (post: BannedPost) => mediaAlt(post.media[0] ?? { alt: '', type: post.mediaType }, post.user.username);

/** Banned posts (hidden from everyone but admins), each with an unban button. */
export function PostsTab() {
  const toast = useToast();
  const { data, loading, error } = useQuery(BannedPostsQuery, { fetchPolicy: 'cache-and-network' });
  const [unban, { loading: busy }] = useMutation(UnbanPostMutation, { refetchQueries: [BannedPostsQuery], awaitRefetchQueries: true });

  async function onUnban(id: string) {
    try {
      await unban({ variables: { id } });
      toast({ title: 'Post unbanned.' });
    } catch {
      toast({ title: 'Failed to unban post.', variant: 'destructive' });
    }
  }

  if (loading && !data) return <p className="admin-muted">Loading banned posts…</p>;
  if (error && !data) return <p className="field__error">Failed to load banned posts.</p>;
  const banned = data?.bannedPosts ?? [];
  if (banned.length === 0) return <p className="admin-muted">No banned posts.</p>;
  return (
    <ul className="admin-list" aria-label="Banned posts">
      {banned.map(({ post, reason, bannedAt }) => (
        <li key={post.id} className="admin-card admin-card--row">
          <Link to={`/post/${post.id}`} className="admin-thumb">
            {post.mediaType === 'video' ? (
              <video src={post.mediaUrl} muted preload="metadata" aria-label={firstAlt(post)} />
            ) : (
              <img src={post.mediaUrl} alt={firstAlt(post)} onError={fallbackTo(IMAGE_PLACEHOLDER)} />
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
              {reason || 'No reason given'} · <time dateTime={bannedAt}>{new Date(bannedAt).toLocaleString()}</time>
            </p>
          </div>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => onUnban(post.id)}>
            Unban
          </button>
        </li>
      ))}
    </ul>
  );
}
