import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { cacheToggleQueues, countWithToggle } from '../lib/cacheToggle';
import { useToast } from './Toaster';
import { failureToast } from '../lib/rateLimit';

export const ToggleFollowMutation = graphql(`
  mutation ToggleFollow($userId: ID!) {
    toggleFollow(userId: $userId) {
      following
      user {
        id
        isFollowedByMe
        followersCount
      }
    }
  }
`);

const FollowState = graphql(`
  fragment FollowState on User {
    id
    username
    isFollowedByMe
    followersCount
  }
`);

export const FOLLOW_ERROR = 'Failed to update follow status. Please try again.';

/**
 * Follows, queued as likes are: the button and the followers count change at once, and rapid taps
 * settle on the last tap's state, announced by one toast.
 */
const queueFor = cacheToggleQueues({
  typename: 'User',
  layer: 'follow',
  readServer: (client, id) => Boolean(client.cache.readFragment({ fragment: FollowState, id, optimistic: false })?.isFollowedByMe),
  async send(client, userId) {
    const result = await client.mutate({ mutation: ToggleFollowMutation, variables: { userId } });
    if (!result.data) throw result.error ?? new Error(FOLLOW_ERROR);
    return result.data.toggleFollow.following;
  },
  fields: (wanted) => ({ isFollowedByMe: () => wanted, followersCount: countWithToggle('isFollowedByMe', wanted) }),
});

export function useToggleFollow(): (userId: string) => void {
  const client = useApolloClient();
  const toast = useToast();
  return useCallback(
    (userId: string) =>
      queueFor(client).tap(userId, {
        failed: (error) => toast(failureToast(FOLLOW_ERROR, error)),
        settled(following) {
          const id = client.cache.identify({ __typename: 'User', id: userId });
          const user = client.cache.readFragment({ fragment: FollowState, id, optimistic: false });
          if (user) toast({ title: following ? `You are now following ${user.username}` : `You unfollowed ${user.username}` });
        },
      }),
    [client, toast],
  );
}
