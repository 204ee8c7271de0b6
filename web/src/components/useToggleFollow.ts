import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { graphql } from '../gql';
import { cacheToggleQueues, countWithToggle } from '../lib/cacheToggle';
import { useToast } from './Toaster';
import { rateLimitMessage } from '../lib/rateLimit';

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

type Reporters = { error: (error: unknown) => void; settled: (username: string, following: boolean) => void };
let report: Reporters = { error: () => undefined, settled: () => undefined };

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
  onError: (error) => report.error(error),
  onSettled(client, id, following) {
    const user = client.cache.readFragment({ fragment: FollowState, id, optimistic: false });
    if (user) report.settled(user.username, following);
  },
});

export function useToggleFollow(): (userId: string) => void {
  const client = useApolloClient();
  const toast = useToast();
  useEffect(() => {
    report = {
      error: (error) => toast({ title: FOLLOW_ERROR, description: rateLimitMessage(error), variant: 'destructive' }),
      settled: (username, following) => toast({ title: following ? `You are now following ${username}` : `You unfollowed ${username}` }),
    };
  }, [toast]);
  return useCallback((userId: string) => queueFor(client).tap(userId), [client]);
}
