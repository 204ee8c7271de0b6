import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { cacheToggleQueues, toggleFailure, countWithToggle } from '../lib/cacheToggle';
import { useToast } from './Toaster';
import { failureToast } from '../lib/rateLimit';

export const ToggleCommentLikeMutation = graphql(`
  mutation ToggleCommentLike($commentId: ID!) {
    toggleCommentLike(commentId: $commentId) {
      liked
      comment {
        id
        isLiked
        likesCount
      }
    }
  }
`);

const CommentLikeState = graphql(`
  fragment CommentLikeState on Comment {
    id
    isLiked
    likesCount
  }
`);

export const COMMENT_LIKE_ERROR = 'Failed to update like. Please try again.';

/** A comment's likes, as a post's (useToggleLike): shown at once, one request in flight per comment, the last tap wins. */
const queueFor = cacheToggleQueues({
  typename: 'Comment',
  layer: 'comment-like',
  readServer: (client, id) => Boolean(client.cache.readFragment({ fragment: CommentLikeState, id, optimistic: false })?.isLiked),
  async send(client, commentId) {
    const result = await client.mutate({ mutation: ToggleCommentLikeMutation, variables: { commentId } });
    if (!result.data) throw result.error ?? new Error(COMMENT_LIKE_ERROR);
    return result.data.toggleCommentLike.liked;
  },
  fields: (wanted) => ({ isLiked: () => wanted, likesCount: countWithToggle('isLiked', wanted) }),
});

export function useToggleCommentLike(): (commentId: string) => void {
  const client = useApolloClient();
  const toast = useToast();
  return useCallback(
    (commentId: string) => queueFor(client).tap(commentId, { failed: (error) => toast(failureToast(COMMENT_LIKE_ERROR, toggleFailure(error))) }),
    [client, toast],
  );
}
