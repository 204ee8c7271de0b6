import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { cacheToggleQueues, countWithToggle } from '../lib/cacheToggle';
import { useToast } from './Toaster';
import { failureToast } from '../lib/rateLimit';

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

/** Likes: isLiked flipped and likesCount moved by one from the server's count while a tap is pending. */
const queueFor = cacheToggleQueues({
  typename: 'Post',
  layer: 'like',
  readServer: (client, id) => Boolean(client.cache.readFragment({ fragment: LikeState, id, optimistic: false })?.isLiked),
  async send(client, postId) {
    const result = await client.mutate({ mutation: ToggleLikeMutation, variables: { postId } });
    if (!result.data) throw result.error ?? new Error(LIKE_ERROR);
    return result.data.toggleLike.liked;
  },
  fields: (wanted) => ({ isLiked: () => wanted, likesCount: countWithToggle('isLiked', wanted) }),
});

export function useToggleLike(): (postId: string) => void {
  const client = useApolloClient();
  const toast = useToast();
  return useCallback((postId: string) => queueFor(client).tap(postId, { failed: (error) => toast(failureToast(LIKE_ERROR, error)) }), [client, toast]);
}
