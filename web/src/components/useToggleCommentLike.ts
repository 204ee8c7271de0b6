import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
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

const messages = defineMessages({
  failed: { id: 'toggleCommentLike.failed', defaultMessage: 'Failed to update like. Please try again.' },
});

/** A comment's likes, as a post's (useToggleLike): shown at once, one request in flight per comment, the last tap wins. */
const queueFor = cacheToggleQueues({
  typename: 'Comment',
  layer: 'comment-like',
  readServer: (client, id) => Boolean(client.cache.readFragment({ fragment: CommentLikeState, id, optimistic: false })?.isLiked),
  async send(client, commentId) {
    const result = await client.mutate({ mutation: ToggleCommentLikeMutation, variables: { commentId } });
    if (!result.data) throw result.error ?? new Error('Failed to update like');
    return result.data.toggleCommentLike.liked;
  },
  fields: (wanted) => ({ isLiked: () => wanted, likesCount: countWithToggle('isLiked', wanted) }),
});

export function useToggleCommentLike(): (commentId: string) => void {
  const client = useApolloClient();
  const toast = useToast();
  const { formatMessage: t } = useIntl();
  return useCallback(
    (commentId: string) => queueFor(client).tap(commentId, { failed: (error) => toast(failureToast(t(messages.failed), toggleFailure(error))) }),
    [client, toast, t],
  );
}
