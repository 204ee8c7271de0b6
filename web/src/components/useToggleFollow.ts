import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useViewer } from '../auth/AuthProvider';
import { graphql } from '../gql';
import { usePendingToggle } from '../outbox/outboxStore';
import { shownCount } from '../outbox/outboxWrite';
import { tapOrQueueToggle } from '../outbox/tapOrQueueToggle';
import type { Modifier } from '@apollo/client/cache';
import { cacheToggleQueues } from '../lib/cacheToggle';
import { useToast } from './Toaster';
import { failureToast } from '../lib/rateLimit';

export const ToggleFollowMutation = graphql(`
  mutation ToggleFollow($userId: ID!) {
    toggleFollow(userId: $userId) {
      following
      requested
      user {
        id
        isFollowedByMe
        isRequestedByMe
        canSeeContent
        followersCount
      }
    }
  }
`);

const FollowState = graphql(`
  fragment FollowState on User {
    id
    username
    isPrivate
    isFollowedByMe
    isRequestedByMe
    followersCount
  }
`);

const messages = defineMessages({
  failed: { id: 'toggleFollow.failed', defaultMessage: 'Failed to update follow status. Please try again.' },
  following: { id: 'toggleFollow.following', defaultMessage: 'You are now following {username}' },
  requested: { id: 'toggleFollow.requested', defaultMessage: 'Follow request sent to {username}' },
  withdrawn: { id: 'toggleFollow.withdrawn', defaultMessage: 'Follow request to {username} withdrawn' },
  unfollowed: { id: 'toggleFollow.unfollowed', defaultMessage: 'You unfollowed {username}' },
});

/** The follow button's three states, Instagram's words: Follow, Requested (a private account was asked), Following. */
export type FollowButtonState = 'follow' | 'requested' | 'following';

export function followButtonState(user: { isFollowedByMe: boolean; isRequestedByMe: boolean }): FollowButtonState {
  if (user.isFollowedByMe) return 'following';
  return user.isRequestedByMe ? 'requested' : 'follow';
}

/** The follow button's words for each state (FollowButton, the profile's header). */
export const FOLLOW_BUTTON_MESSAGES = defineMessages({
  follow: { id: 'toggleFollow.follow', defaultMessage: 'Follow' },
  requested: { id: 'toggleFollow.requestedButton', defaultMessage: 'Requested' },
  following: { id: 'toggleFollow.followingButton', defaultMessage: 'Following' },
});

/** The followers count as the tap wants it: one more for following a public account, one less for unfollowing; asking a private account adds no one (yet). */
const followersWithToggle =
  (wanted: boolean): Modifier<number> =>
  (count, { readField }) => {
    const willFollow = wanted && !readField<boolean>('isPrivate');
    return Boolean(readField<boolean>('isFollowedByMe')) === willFollow ? count : Math.max(0, count + (willFollow ? 1 : -1));
  };

/**
 * Follows, queued as likes are: the button and the followers count change at once, and rapid taps
 * settle on the last tap's state, announced by one toast. The toggled state is "on" while the
 * viewer follows or has asked to follow: a tap on Following unfollows, a tap on Requested withdraws
 * the request, and a tap on Follow follows a public account or asks a private one.
 */
const queueFor = cacheToggleQueues<{ isFollowedByMe: boolean; isRequestedByMe: boolean; followersCount: number }>({
  typename: 'User',
  layer: 'follow',
  readServer: (client, id) => {
    const user = client.cache.readFragment({ fragment: FollowState, id, optimistic: false });
    return Boolean(user?.isFollowedByMe || user?.isRequestedByMe);
  },
  async send(client, userId, key) {
    const result = await client.mutate({ mutation: ToggleFollowMutation, variables: { userId }, context: { headers: { 'Idempotency-Key': key } } });
    // Only ever read as a failure's cause: the toast says it in the person's words.
    if (!result.data) throw result.error ?? new Error('Failed to update follow status');
    return result.data.toggleFollow.following || result.data.toggleFollow.requested;
  },
  fields: (wanted) => ({
    isFollowedByMe: (_value, { readField }) => wanted && !readField<boolean>('isPrivate'),
    isRequestedByMe: (_value, { readField }) => wanted && Boolean(readField<boolean>('isPrivate')),
    followersCount: followersWithToggle(wanted),
  }),
});

/**
 * A follow or an unfollow changes whose posts the feed holds: the cached feed is dropped, and a
 * feed on screen (an empty one, whose suggestions were followed) is asked again at once, keeping
 * what it shows until the new page comes.
 */
function refreshFeed(client: ApolloClient) {
  void client.refetchQueries({ updateCache: (cache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'feed' }) }).catch(() => undefined);
}

export function useToggleFollow(): (userId: string) => void {
  const client = useApolloClient();
  const toast = useToast();
  const { formatMessage: t } = useIntl();
  const viewerId = useViewer()?.id;
  return useCallback(
    (userId: string) => {
      const id = client.cache.identify({ __typename: 'User', id: userId });
      const before = client.cache.readFragment({ fragment: FollowState, id, optimistic: false });
      tapOrQueueToggle(queueFor(client), 'follow', userId, viewerId, {
        failed: (error) => toast(failureToast(t(messages.failed), error)),
        settled() {
          const user = client.cache.readFragment({ fragment: FollowState, id, optimistic: false });
          if (!user) return;
          if (user.isFollowedByMe !== before?.isFollowedByMe) refreshFeed(client);
          const username = user.username;
          if (user.isFollowedByMe) toast({ title: t(messages.following, { username }) });
          else if (user.isRequestedByMe) toast({ title: t(messages.requested, { username }) });
          else if (before?.isRequestedByMe) toast({ title: t(messages.withdrawn, { username }) });
          else toast({ title: t(messages.unfollowed, { username }) });
        },
      });
    },
    [client, toast, t, viewerId],
  );
}

type FollowShown = { id: string; isFollowedByMe: boolean; isRequestedByMe: boolean; isPrivate?: boolean; followersCount?: number };

/** The person as the viewer asked while a follow waits in the outbox: the button, and the count, as they will be. */
export function useShownFollow<U extends FollowShown>(user: U): U {
  const pending = usePendingToggle('follow', user.id);
  if (pending === undefined) return user;
  const following = pending && !user.isPrivate;
  const shown = { ...user, isFollowedByMe: following, isRequestedByMe: pending && Boolean(user.isPrivate) };
  return user.followersCount === undefined ? shown : { ...shown, followersCount: shownCount(user.followersCount, user.isFollowedByMe, following) };
}
