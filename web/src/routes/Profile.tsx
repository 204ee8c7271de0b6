import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useQuery } from '@apollo/client/react';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { AdminBadge } from '../components/AdminBadge';
import { AppLayout } from '../components/AppLayout';
import { Avatar } from '../components/Avatar';
import { LockIcon } from '../components/Icons';
import { PostGrid } from '../components/PostGrid';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { SavedPosts } from '../components/SavedPosts';
import { type LoadMore, useLoadMoreOnScroll } from '../components/useLoadMoreOnScroll';
import { ProfileMenu } from '../components/ProfileMenu';
import { useFollowRequestsCount } from '../components/useFollowRequestsCount';
import { BlockedUsersQuery, useToggleBlock } from '../components/useToggleBlock';
import { PendingPosts } from '../outbox/PendingPosts';
import { FOLLOW_BUTTON_MESSAGES, followButtonState, useShownFollow, useToggleFollow } from '../components/useToggleFollow';
import { graphql } from '../gql';
import type { ProfileQuery } from '../gql/graphql';
import { CaptionText } from '../components/Caption';
import '../styles/people.css';

const copy = defineMessages({
  followRequests: { id: 'profile.followRequests', defaultMessage: 'Follow requests' },
  label: { id: 'profile.label', defaultMessage: 'Profile' },
  picture: { id: 'profile.picture', defaultMessage: "{username}'s profile picture" },
  posts: { id: 'profile.posts', defaultMessage: '{count, plural, one {<b>#</b> post} other {<b>#</b> posts}}' },
  followers: { id: 'profile.followers', defaultMessage: '{count, plural, one {<b>#</b> follower} other {<b>#</b> followers}}' },
  following: { id: 'profile.following', defaultMessage: '{count, plural, other {<b>#</b> following}}' },
  editProfile: { id: 'profile.editProfile', defaultMessage: 'Edit Profile' },
  more: { id: 'profile.more', defaultMessage: 'More' },
  message: { id: 'profile.message', defaultMessage: 'Message' },
  privateTitle: { id: 'profile.privateTitle', defaultMessage: 'This account is private' },
  privateText: { id: 'profile.privateText', defaultMessage: 'Follow this account to see their photos and videos.' },
  unblock: { id: 'profile.unblock', defaultMessage: 'Unblock' },
  youBlocked: { id: 'profile.youBlocked', defaultMessage: 'You blocked <name></name>' },
  blockedText: { id: 'profile.blockedText', defaultMessage: 'You can’t see each other’s profiles, posts or stories. Unblock them to see their profile again.' },
  loadFailed: { id: 'profile.loadFailed', defaultMessage: 'Failed to load profile' },
  notFound: { id: 'profile.notFound', defaultMessage: 'User not found' },
  tryAgain: { id: 'profile.tryAgain', defaultMessage: 'Please try again.' },
  notFoundText: { id: 'profile.notFoundText', defaultMessage: "This account doesn't exist or was deleted." },
  backHome: { id: 'profile.backHome', defaultMessage: 'Back to Home' },
  noPosts: { id: 'profile.noPosts', defaultMessage: 'No posts yet' },
  loading: { id: 'profile.loading', defaultMessage: 'Loading profile' },
  yourPosts: { id: 'profile.yourPosts', defaultMessage: 'Your posts' },
  postsTab: { id: 'profile.postsTab', defaultMessage: 'Posts' },
  savedTab: { id: 'profile.savedTab', defaultMessage: 'Saved' },
});

export const PROFILE_PAGE_SIZE = 12;

export const ProfileQueryDocument = graphql(`
  query Profile($id: ID!, $first: Int!, $after: String) {
    user(id: $id) {
      id
      username
      fullName
      bio
      avatar
      isAdmin
      postsCount
      followersCount
      followingCount
      isFollowedByMe
      isRequestedByMe
      isPrivate
      canSeeContent
      isMutedByMe
      posts(first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            ...PostGrid_post
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

type ProfileUser = NonNullable<ProfileQuery['user']>;

/** A count in bold, then its word: '12 posts'. */
const bold = (count: ReactNode) => <strong className="profile__count">{count}</strong>;

function FollowRequestsLink() {
  const { formatMessage: t } = useIntl();
  const count = useFollowRequestsCount();
  if (count === 0) return null;
  return (
    <Link to="/follow-requests" className="profile__requests" data-testid="follow-requests-link">
      <span>{t(copy.followRequests)}</span>
      <span className="profile__requests-count">{count}</span>
    </Link>
  );
}

function ProfileHeader({ user: asked, own }: { user: ProfileUser; own: boolean }) {
  const { formatMessage: t } = useIntl();
  const toggleFollow = useToggleFollow();
  const user = useShownFollow(asked);
  const navigate = useNavigate();
  const follow = followButtonState(user);
  // A private account's lists are for its approved followers, as its posts are: its counts are not links.
  const lists = own || user.canSeeContent;
  return (
    <section className="profile__header" aria-label={t(copy.label)}>
      <div className="profile__top">
        <Avatar src={user.avatar} alt={t(copy.picture, { username: user.username })} size={86} />
        <ul className="profile__stats">
          <li>{t(copy.posts, { count: user.postsCount, b: bold })}</li>
          <li>
            {lists ? (
              <Link to={`/followers/${user.id}`} data-testid="followers-link">
                {t(copy.followers, { count: user.followersCount, b: bold })}
              </Link>
            ) : (
              <span className="profile__stat" data-testid="followers-link">
                {t(copy.followers, { count: user.followersCount, b: bold })}
              </span>
            )}
          </li>
          <li>
            {lists ? (
              <Link to={`/following/${user.id}`} data-testid="following-link">
                {t(copy.following, { count: user.followingCount, b: bold })}
              </Link>
            ) : (
              <span className="profile__stat" data-testid="following-link">
                {t(copy.following, { count: user.followingCount, b: bold })}
              </span>
            )}
          </li>
        </ul>
      </div>
      <div className="profile__name-row">
        <h1 className="profile__username">
          {/* Isolated: a name cannot reorder itself around the badge, or the badge into itself. */}
          <bdi>{user.username}</bdi> <AdminBadge isAdmin={user.isAdmin} />
          {user.isPrivate && <LockIcon width={16} height={16} className="profile__lock" />}
        </h1>
        {!own && <ProfileMenu user={user} blocked={false} muted={user.isMutedByMe} />}
      </div>
      {user.fullName && (
        <p className="profile__fullname" dir="auto">
          {user.fullName}
        </p>
      )}
      {user.bio && (
        <p className="profile__bio" dir="auto">
          <CaptionText text={user.bio} />
        </p>
      )}
      <div className="profile__actions">
        {own ? (
          <>
            <Link to="/profile/edit" className="button button--secondary">
              {t(copy.editProfile)}
            </Link>
            <Link to="/more" className="button button--secondary">
              {t(copy.more)}
            </Link>
          </>
        ) : (
          <>
            <button
              type="button"
              className={`button ${follow === 'follow' ? 'button--primary' : 'button--secondary'}`}
              aria-pressed={follow !== 'follow'}
              onClick={() => toggleFollow(user.id)}
              data-testid="follow-button"
            >
              {t(FOLLOW_BUTTON_MESSAGES[follow])}
            </button>
            <button type="button" className="button button--secondary" onClick={() => navigate(`/messages/new?userId=${encodeURIComponent(user.id)}`)}>
              {t(copy.message)}
            </button>
          </>
        )}
      </div>
      {own && <FollowRequestsLink />}
    </section>
  );
}

/** What a private account shows to those it has not approved, Instagram's words. */
function PrivateAccount() {
  const { formatMessage: t } = useIntl();
  return (
    <div className="profile-private" data-testid="profile-private">
      <span className="profile-private__icon">
        <LockIcon width={32} height={32} />
      </span>
      <h2 className="profile-private__title">{t(copy.privateTitle)}</h2>
      <p className="profile-private__text">{t(copy.privateText)}</p>
    </div>
  );
}

/**
 * A profile the server does not show: one the viewer blocked ('You blocked', with Unblock), or one
 * that does not exist, was deleted, or blocked the viewer (the same 'User not found').
 */
function ProfileUnavailable({ id, error }: { id: string; error: boolean }) {
  const { formatMessage: t } = useIntl();
  const blockedList = useQuery(BlockedUsersQuery, { skip: error });
  const { toggleBlock, busy } = useToggleBlock();
  const blocked = blockedList.data?.blockedUsers.find((person) => person.id === id);
  if (blockedList.loading && !blockedList.data) return <ProfileSkeleton />;
  if (blocked) {
    return (
      <>
        <section className="profile__header" aria-label={t(copy.label)}>
          <div className="profile__top">
            <Avatar src={blocked.avatar} alt={t(copy.picture, { username: blocked.username })} size={86} />
          </div>
          <div className="profile__name-row">
            <h1 className="profile__username">
              <bdi>{blocked.username}</bdi>
            </h1>
            <ProfileMenu user={blocked} blocked muted={null} />
          </div>
          <div className="profile__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void toggleBlock(blocked)} data-testid="unblock-button">
              {t(copy.unblock)}
            </button>
          </div>
        </section>
        <div className="empty-state" data-testid="profile-blocked">
          <p className="empty-state__title">{t(copy.youBlocked, { name: () => <bdi key="name">{blocked.username}</bdi> })}</p>
          <p className="empty-state__text">{t(copy.blockedText)}</p>
        </div>
      </>
    );
  }
  return (
    <div className="empty-state" role={error ? 'alert' : undefined} data-testid="profile-not-found">
      <h1 className="empty-state__title">{error ? t(copy.loadFailed) : t(copy.notFound)}</h1>
      <p className="empty-state__text">{error ? t(copy.tryAgain) : t(copy.notFoundText)}</p>
      <Link to="/" className="button button--primary">
        {t(copy.backHome)}
      </Link>
    </div>
  );
}

function ProfilePosts({ user, more }: { user: ProfileUser; more: LoadMore }) {
  const { formatMessage: t } = useIntl();
  const posts = user.posts.edges.map((edge) => edge.node);
  if (posts.length === 0) {
    return (
      <div className="empty-state" data-testid="profile-no-posts">
        <p className="empty-state__title">{t(copy.noPosts)}</p>
      </div>
    );
  }
  return (
    <>
      <PostGrid posts={posts} />
      <LoadMoreButton more={more} />
    </>
  );
}

function ProfileSkeleton() {
  const { formatMessage: t } = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={t(copy.loading)}>
      <div className="profile__header">
        <div className="profile__top">
          <span className="skeleton skeleton--circle profile__avatar-skeleton" />
          <span className="skeleton skeleton--line profile__stats-skeleton" />
        </div>
      </div>
      <PostGrid posts={[]} loading skeletons={9} />
    </div>
  );
}

/** /profile (one's own) and /profile/{userId}. */
export function ProfilePage() {
  const { formatMessage: t } = useIntl();
  const { userId: param } = useParams();
  const viewer = useViewer();
  const id = param ?? viewer?.id ?? '';
  const own = id === viewer?.id;
  const { data, loading, error, fetchMore } = useQuery(ProfileQueryDocument, {
    variables: { id, first: PROFILE_PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const user = data?.user;
  const pageInfo = user?.posts.pageInfo;
  const cursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  const more = useLoadMoreOnScroll(cursor ? () => fetchMore({ variables: { after: cursor } }) : null, user?.posts.edges.length ?? 0);

  let body: ReactNode;
  if (user) {
    body = (
      <>
        <ProfileHeader user={user} own={own} />
        {own ? (
          <Tabs.Root defaultValue="posts" className="profile__tabs">
            <Tabs.List className="tabs__list" aria-label={t(copy.yourPosts)}>
              <Tabs.Trigger value="posts" className="tabs__trigger">
                {t(copy.postsTab)}
              </Tabs.Trigger>
              <Tabs.Trigger value="saved" className="tabs__trigger">
                {t(copy.savedTab)}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="posts">
              <PendingPosts />
              <ProfilePosts user={user} more={more} />
            </Tabs.Content>
            <Tabs.Content value="saved">
              <SavedPosts />
            </Tabs.Content>
          </Tabs.Root>
        ) : user.canSeeContent ? (
          <ProfilePosts user={user} more={more} />
        ) : (
          <PrivateAccount />
        )}
      </>
    );
  } else if (loading) {
    body = <ProfileSkeleton />;
  } else {
    body = <ProfileUnavailable id={id} error={Boolean(error)} />;
  }
  return (
    <AppLayout>
      <div className="profile" data-testid="profile">
        {body}
      </div>
    </AppLayout>
  );
}
