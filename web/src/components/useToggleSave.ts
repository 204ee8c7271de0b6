import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { graphql } from '../gql';
import { createToggleQueue, type ToggleQueue } from '../lib/toggleQueue';
import { useToast } from './Toaster';

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

export const SAVE_ERROR = 'Failed to update bookmark. Please try again.';

const queues = new WeakMap<ApolloClient, ToggleQueue>();
let reportError: () => void = () => undefined;

const postRef = (client: ApolloClient, id: string) => client.cache.identify({ __typename: 'Post', id });
const layerId = (id: string) => `save-${id}`;

/**
 * Bookmarks go through a per-post toggle queue, as likes do: a tap shows at once, one request
 * is in flight per post, and rapid taps settle on the last one. The Saved tab's list is
 * refetched when it is next shown (its query is evicted once a toggle lands).
 */
function queueFor(client: ApolloClient): ToggleQueue {
  let queue = queues.get(client);
  if (queue) return queue;
  queue = createToggleQueue({
    readServer(id) {
      return Boolean(client.cache.readFragment({ fragment: SaveState, id: postRef(client, id), optimistic: false })?.isSaved);
    },
    async send(id) {
      const result = await client.mutate({ mutation: ToggleSaveMutation, variables: { postId: id } });
      if (!result.data) throw result.error ?? new Error(SAVE_ERROR);
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'savedPosts' });
      return result.data.toggleSave.saved;
    },
    show(id, wanted) {
      const cacheId = postRef(client, id);
      if (!cacheId) return;
      client.cache.removeOptimistic(layerId(id));
      client.cache.recordOptimisticTransaction((cache) => {
        cache.modify({ id: cacheId, fields: { isSaved: () => wanted } });
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

export function useToggleSave(): (postId: string) => void {
  const client = useApolloClient();
  const toast = useToast();
  useEffect(() => {
    reportError = () => toast({ title: SAVE_ERROR, variant: 'destructive' });
  }, [toast]);
  return useCallback((postId: string) => queueFor(client).tap(postId), [client]);
}
