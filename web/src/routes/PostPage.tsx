import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { ArrowLeftIcon } from '../components/Icons';
import { PostCard } from '../components/PostCard';
import { PostSkeleton } from '../components/PostSkeleton';
import { useToggleLike } from '../components/useToggleLike';
import { graphql } from '../gql';
import { removePostFromCache } from '../lib/removePost';
import { FeedUpdatedSubscription, PostChangedSubscription } from './Home';
import '../styles/posts.css';

const messages = defineMessages({
  back: { id: 'postPage.back', defaultMessage: 'Back' },
  title: { id: 'postPage.title', defaultMessage: 'Post' },
  loading: { id: 'postPage.loading', defaultMessage: 'Loading post' },
  notFound: { id: 'postPage.notFound', defaultMessage: 'Post not found' },
  backHome: { id: 'postPage.backHome', defaultMessage: 'Back to Home' },
});

export const PostPageQuery = graphql(`
  query PostPage($id: ID!) {
    post(id: $id) {
      id
      ...PostCard_post
    }
  }
`);

/** /post/{postId}: one post, its likes and comments counts live. */
export function PostPage() {
  const { formatMessage: t } = useIntl();
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const toggleLike = useToggleLike();
  const { data, loading, error } = useQuery(PostPageQuery, { variables: { id: postId }, fetchPolicy: 'cache-and-network' });
  const client = useApolloClient();
  useSubscription(PostChangedSubscription, { variables: { ids: [postId] }, skip: !postId });
  // Deleted or banned while open: the page turns to t(messages.notFound).
  useSubscription(FeedUpdatedSubscription, {
    onData: ({ data: { data: update } }) => {
      if (update?.feedUpdated.removedPostId === postId) removePostFromCache(client.cache, postId);
    },
  });
  const post = data?.post;

  // Back where the reader came from; a link opened directly goes home.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/'));

  return (
    <AppLayout header={false}>
      <div className="page">
        <header className="page-header page-header--back">
          <button type="button" className="icon-button page-header__back" aria-label={t(messages.back)} onClick={goBack}>
            <ArrowLeftIcon />
          </button>
          <h1 className="page-header__title">{t(messages.title)}</h1>
        </header>
        {post ? (
          <PostCard post={post} onToggleLike={toggleLike} priority onGone={() => navigate('/', { replace: true })} />
        ) : loading && !data ? (
          <div role="status" aria-busy="true" aria-label={t(messages.loading)}>
            <PostSkeleton />
          </div>
        ) : (
          <div className="empty-state" role={error ? 'alert' : undefined} data-testid="post-not-found">
            <p className="empty-state__title">{t(messages.notFound)}</p>
            <Link to="/" className="button button--primary">
              {t(messages.backHome)}
            </Link>
          </div>
        )}
      </div>
    </AppLayout>
  );
}
