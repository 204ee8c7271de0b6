import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { AdminBadge } from '../components/AdminBadge';
import { AppLayout } from '../components/AppLayout';
import { Avatar } from '../components/Avatar';
import { ArrowLeftIcon } from '../components/Icons';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { PeopleSkeleton } from '../components/Loading';
import { useLoadMoreOnScroll } from '../components/useLoadMoreOnScroll';
import { FOLLOW_BUTTON_TEXT, followButtonState, useToggleFollow } from '../components/useToggleFollow';
import { graphql } from '../gql';
import type { LikerRow_UserFragment } from '../gql/graphql';
import '../styles/people.css';

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

function LikerRow({ user, mine, onFollow }: { user: LikerRow_UserFragment; mine: boolean; onFollow: () => void }) {
  const state = followButtonState(user);
  return (
    <li className="person-row" data-testid="liker">
      <Link to={`/profile/${user.id}`} className="person-row__who">
        <Avatar src={user.avatar} alt="" size={44} />
        <span className="follow-row__text">
          <span className="follow-row__name">
            <bdi>{user.username}</bdi> <AdminBadge isAdmin={user.isAdmin} />
          </span>
          {user.fullName && <bdi className="follow-row__fullname">{user.fullName}</bdi>}
        </span>
      </Link>
      {!mine && (
        <span className="person-row__actions">
          <button
            type="button"
            className={`button button--small ${state === 'follow' ? 'button--primary' : 'button--secondary'}`}
            onClick={onFollow}
            aria-label={`${FOLLOW_BUTTON_TEXT[state]} ${user.username}`}
          >
            {FOLLOW_BUTTON_TEXT[state]}
          </button>
        </span>
      )}
    </li>
  );
}

/** /post/{postId}/likes: the people who like a post, the latest like first, each with Follow. */
export function LikesPage() {
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const toggleFollow = useToggleFollow();
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
        {error ? 'Failed to load likes' : 'Post not found'}
      </p>
    );
  else if (edges.length === 0)
    content = (
      <div className="empty-state" data-testid="likes-empty">
        <p className="empty-state__title">No likes yet</p>
      </div>
    );
  else
    content = (
      <>
        <ul className="follow-list" aria-label="People who liked this post">
          {edges.map(({ node }) => (
            <LikerRow key={node.id} user={node} mine={node.id === viewer?.id} onFollow={() => toggleFollow(node.id)} />
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
          <button type="button" className="icon-button page-header__back" aria-label="Back" onClick={goBack}>
            <ArrowLeftIcon />
          </button>
          <h1 className="page-header__title">Likes</h1>
        </header>
        {content}
      </div>
    </AppLayout>
  );
}
