import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useViewer } from '../auth/AuthProvider';
import { graphql } from '../gql';
import { tapOrQueueToggle } from '../outbox/tapOrQueueToggle';
import { cacheToggleQueues } from '../lib/cacheToggle';
import { useToast } from './Toaster';
import { failureToast } from '../lib/rateLimit';

export const ToggleSaveMutation = graphql(`
  mutation ToggleSave($postId: ID!) {
    toggleSave(postId: $postId) {
      saved
      post {
        id
        isSaved
      }
    }
  }
`);

const SaveState = graphql(`
  fragment SaveState on Post {
    id
    isSaved
  }
`);

const messages = defineMessages({
  failed: { id: 'toggleSave.failed', defaultMessage: 'Failed to update bookmark. Please try again.' },
});

/**
 * Bookmarks, queued as likes are. The Saved tab's list is refetched when it is next shown (its
 * query is evicted once a toggle lands).
 */
const queueFor = cacheToggleQueues({
  typename: 'Post',
  layer: 'save',
  readServer: (client, id) => Boolean(client.cache.readFragment({ fragment: SaveState, id, optimistic: false })?.isSaved),
  async send(client, postId, key) {
    const result = await client.mutate({ mutation: ToggleSaveMutation, variables: { postId }, context: { headers: { 'Idempotency-Key': key } } });
    if (!result.data) throw result.error ?? new Error('Failed to update bookmark');
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedPosts' });
    return result.data.toggleSave.saved;
  },
  fields: (wanted) => ({ isSaved: () => wanted }),
});

/** Saves or unsaves; offline (or while writes wait) the bookmark waits in the outbox, shown as asked for. */
export function useToggleSave(): (postId: string) => void {
  const client = useApolloClient();
  const toast = useToast();
  const { formatMessage: t } = useIntl();
  const userId = useViewer()?.id;
  return useCallback(
    (postId: string) => tapOrQueueToggle(queueFor(client), 'save', postId, userId, { failed: (error) => toast(failureToast(t(messages.failed), error)) }),
    [client, toast, t, userId],
  );
}
