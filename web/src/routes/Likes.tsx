import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { AppLayout } from '../components/AppLayout';
import { FollowButton } from '../components/FollowButton';
import { ArrowLeftIcon } from '../components/Icons';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { PeopleSkeleton } from '../components/Loading';
import { useLoadMoreOnScroll } from '../components/useLoadMoreOnScroll';
import { PersonRow } from '../components/PersonRow';
import { graphql } from '../gql';
import { defineMessages } from '../i18n/defineMessages';
import '../styles/people.css';

const messages = defineMessages({
  loadFailed: { id: 'likes.loadFailed', defaultMessage: 'Failed to load likes' },
  notFound: { id: 'likes.notFound', defaultMessage: 'Post not found' },
  empty: { id: 'likes.empty', defaultMessage: 'No likes yet' },
  people: { id: 'likes.people', defaultMessage: 'People who liked this post' },
  back: { id: 'likes.back', defaultMessage: 'Back' },
  title: { id: 'likes.title', defaultMessage: 'Likes' },
});

const PAGE = 20;

export const LikerRowFragment = graphql(`
  fragment LikerRow_user on User {
    id
    username
    fullName
    avatar
    isAdmin
    isPrivate
    isFollowedByMe
    isRequestedByMe
    followersCount
  }
`);

export const LikersQuery = graphql(`
  query Likers($id: ID!, $first: Int!, $after: String) {
    post(id: $id) {
      id
      likesCount
      likers(first: $first, after: $after) {
        edges {
          cursor
          node {
            ...LikerRow_user
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`);

/** /post/{postId}/likes: the people who like a post, the latest like first, each with Follow. */
export function LikesPage() {
  const { formatMessage: t } = useIntl();
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const { data, loading, error, fetchMore } = useQuery(LikersQuery, { variables: { id: postId, first: PAGE, after: null }, fetchPolicy: 'cache-and-network' });
  const likers = data?.post?.likers;
  const edges = likers?.edges ?? [];
  const cursor = likers?.pageInfo.hasNextPage ? likers.pageInfo.endCursor : null;
  const more = useLoadMoreOnScroll(cursor ? () => fetchMore({ variables: { after: cursor } }) : null, edges.length);

  let content: ReactNode;
  if (!data && loading) content = <PeopleSkeleton rows={5} />;
  else if (!data?.post)
    content = (
      <p className="empty-state empty-state__title" role={error ? 'alert' : undefined}>
        {t(error ? messages.loadFailed : messages.notFound)}
      </p>
    );
  else if (edges.length === 0)
    content = (
      <div className="empty-state" data-testid="likes-empty">
        <p className="empty-state__title">{t(messages.empty)}</p>
      </div>
    );
  else
    content = (
      <>
        <ul className="follow-list" aria-label={t(messages.people)}>
          {edges.map(({ node }) => (
            <PersonRow key={node.id} person={node} testId="liker">
              {node.id !== viewer?.id && <FollowButton user={node} />}
            </PersonRow>
          ))}
        </ul>
        <LoadMoreButton more={more} />
      </>
    );

  // Back to the post it was opened from; a link opened directly goes to the post.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate(`/post/${postId}`));

  return (
    <AppLayout>
      <div className="page">
        <header className="page-header page-header--back">
          <button type="button" className="icon-button page-header__back" aria-label={t(messages.back)} onClick={goBack}>
            <ArrowLeftIcon />
          </button>
          <h1 className="page-header__title">{t(messages.title)}</h1>
        </header>
        {content}
      </div>
    </AppLayout>
  );
}
