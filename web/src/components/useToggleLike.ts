import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { graphql } from '../gql';
import { createToggleQueue, type ToggleQueue } from '../lib/toggleQueue';
import { useToast } from './Toaster';

export const ToggleLikeMutation = graphql(`
  mutation ToggleLike($postId: ID!) {
    toggleLike(postId: $postId) {
      liked
      post {
        id
        isLiked
        likesCount
      }
    }
  }
`);

const LikeState = graphql(`
  fragment LikeState on Post {
    id
    isLiked
    likesCount
  }
`);

export const LIKE_ERROR = 'Failed to update like. Please try again.';

const queues = new WeakMap<ApolloClient, ToggleQueue>();
let reportError: () => void = () => undefined;

const postRef = (client: ApolloClient, id: string) => client.cache.identify({ __typename: 'Post', id });
const layerId = (id: string) => `like-${id}`;

/**
 * Likes go through a per-post toggle queue: a tap shows its result at once through an optimistic
 * cache layer (isLiked flipped, likesCount ±1 from the server's count), one toggleLike is in
 * flight per post, and once the server's answer matches the last tap the layer is dropped so the
 * server's values win.
 */
function queueFor(client: ApolloClient): ToggleQueue {
  let queue = queues.get(client);
  if (queue) return queue;
  queue = createToggleQueue({
    readServer(id) {
      const post = client.cache.readFragment({ fragment: LikeState, id: postRef(client, id), optimistic: false });
      return Boolean(post?.isLiked);
    },
    async send(id) {
      const result = await client.mutate({ mutation: ToggleLikeMutation, variables: { postId: id } });
      if (!result.data) throw result.error ?? new Error(LIKE_ERROR);
      return result.data.toggleLike.liked;
    },
    show(id, wanted) {
      const cacheId = postRef(client, id);
      if (!cacheId) return;
      client.cache.removeOptimistic(layerId(id));
      client.cache.recordOptimisticTransaction((cache) => {
        cache.modify({
          id: cacheId,
          fields: {
            isLiked: () => wanted,
            likesCount: (count: number, { readField }) => {
              const serverLiked = Boolean(readField<boolean>('isLiked'));
              if (serverLiked === wanted) return count;
              return Math.max(0, count + (wanted ? 1 : -1));
            },
          },
        });
      }, layerId(id));
    },
    clear(id) {
      client.cache.removeOptimistic(layerId(id));
    },
    onError() {
      reportError();
    },
  });
  queues.set(client, queue);
  return queue;
}

export function useToggleLike(): (postId: string) => void {
  const client = useApolloClient();
  const toast = useToast();
  useEffect(() => {
    reportError = () => toast({ title: LIKE_ERROR, variant: 'destructive' });
  }, [toast]);
  return useCallback((postId: string) => queueFor(client).tap(postId), [client]);
}
