import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useViewer } from '../auth/AuthProvider';
import { graphql } from '../gql';
import { tapOrQueueToggle } from '../outbox/tapOrQueueToggle';
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

const messages = defineMessages({
  failed: { id: 'toggleLike.failed', defaultMessage: 'Failed to update like. Please try again.' },
});

/** Likes: isLiked flipped and likesCount moved by one from the server's count while a tap is pending. */
const queueFor = cacheToggleQueues({
  typename: 'Post',
  layer: 'like',
  readServer: (client, id) => Boolean(client.cache.readFragment({ fragment: LikeState, id, optimistic: false })?.isLiked),
  async send(client, postId, key) {
    const result = await client.mutate({ mutation: ToggleLikeMutation, variables: { postId }, context: { headers: { 'Idempotency-Key': key } } });
    if (!result.data) throw result.error ?? new Error('Failed to update like');
    return result.data.toggleLike.liked;
  },
  fields: (wanted) => ({ isLiked: () => wanted, likesCount: countWithToggle('isLiked', wanted) }),
});

/** Likes or unlikes; offline (or while writes wait) the like waits in the outbox, shown as asked for. */
export function useToggleLike(): (postId: string) => void {
  const client = useApolloClient();
  const toast = useToast();
  const { formatMessage: t } = useIntl();
  const userId = useViewer()?.id;
  return useCallback(
    (postId: string) => tapOrQueueToggle(queueFor(client), 'like', postId, userId, { failed: (error) => toast(failureToast(t(messages.failed), error)) }),
    [client, toast, t, userId],
  );
}
