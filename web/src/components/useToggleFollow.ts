import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { graphql } from '../gql';
import { createToggleQueue, type ToggleQueue } from '../lib/toggleQueue';
import { useToast } from './Toaster';

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

type Reporters = { error: () => void; settled: (username: string, following: boolean) => void };
const queues = new WeakMap<ApolloClient, ToggleQueue>();
let report: Reporters = { error: () => undefined, settled: () => undefined };

const userRef = (client: ApolloClient, id: string) => client.cache.identify({ __typename: 'User', id });
const layerId = (id: string) => `follow-${id}`;
const readUser = (client: ApolloClient, id: string) =>
  client.cache.readFragment({ fragment: FollowState, id: userRef(client, id), optimistic: false });

/**
 * Follows go through a per-user toggle queue, as likes do: the button and the followers count
 * change at once (an optimistic layer), one toggleFollow is in flight per user, and rapid taps
 * settle on the last tap's state, announced by one toast.
 */
function queueFor(client: ApolloClient): ToggleQueue {
  let queue = queues.get(client);
  if (queue) return queue;
  queue = createToggleQueue({
    readServer: (id) => Boolean(readUser(client, id)?.isFollowedByMe),
    async send(id) {
      const result = await client.mutate({ mutation: ToggleFollowMutation, variables: { userId: id } });
      if (!result.data) throw result.error ?? new Error(FOLLOW_ERROR);
      return result.data.toggleFollow.following;
    },
    show(id, wanted) {
      const cacheId = userRef(client, id);
      if (!cacheId) return;
      client.cache.removeOptimistic(layerId(id));
      client.cache.recordOptimisticTransaction((cache) => {
        cache.modify({
          id: cacheId,
          fields: {
            isFollowedByMe: () => wanted,
            followersCount: (count: number, { readField }) =>
              Boolean(readField<boolean>('isFollowedByMe')) === wanted ? count : Math.max(0, count + (wanted ? 1 : -1)),
          },
        });
      }, layerId(id));
    },
    clear: (id) => client.cache.removeOptimistic(layerId(id)),
    onError: () => report.error(),
    onSettled(id, following) {
      const user = readUser(client, id);
      if (user) report.settled(user.username, following);
    },
  });
  queues.set(client, queue);
  return queue;
}

export function useToggleFollow(): (userId: string) => void {
  const client = useApolloClient();
  const toast = useToast();
  useEffect(() => {
    report = {
      error: () => toast({ title: FOLLOW_ERROR, variant: 'destructive' }),
      settled: (username, following) => toast({ title: following ? `You are now following ${username}` : `You unfollowed ${username}` }),
    };
  }, [toast]);
  return useCallback((userId: string) => queueFor(client).tap(userId), [client]);
}
