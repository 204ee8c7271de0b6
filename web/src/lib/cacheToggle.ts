import type { ApolloClient } from '@apollo/client';
import type { Modifier, Modifiers } from '@apollo/client/cache';
import { newClientId } from '../outbox/clientId';
import { createToggleQueue, type ToggleQueue } from './toggleQueue';

/** A toggle request that failed (`cause`), with the key it went with: resent under it, it is never applied twice. */
export class UnsentToggle extends Error {
  constructor(
    override readonly cause: unknown,
    readonly key: string,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** One kind of toggle (like, bookmark, follow, a comment's like) on one type of cached object, whose `Fields` it shows. */
export type CacheToggle<Fields extends Record<string, unknown>> = {
  typename: 'Post' | 'User' | 'Comment';
  /** Names the optimistic layers: `${layer}-${id}`. */
  layer: string;
  /** The server's (non-optimistic) state, read from the cached object. */
  readServer(client: ApolloClient, cacheId: string | undefined): boolean;
  /** Sends one toggle with its Idempotency-Key. */
  send(client: ApolloClient, id: string, key: string): Promise<boolean>;
  /** The cache fields to show while `wanted` is pending. */
  fields(wanted: boolean): Modifiers<Fields>;
};

/**
 * The toggle queue of one kind of toggle for an Apollo client: a tap shows its result at once
 * through an optimistic cache layer, one request is in flight per object, and once the server's
 * answer matches the last tap the layer is dropped so the server's values win.
 */
export function cacheToggleQueues<Fields extends Record<string, unknown>>(toggle: CacheToggle<Fields>): (client: ApolloClient) => ToggleQueue {
  const queues = new WeakMap<ApolloClient, ToggleQueue>();
  return (client) => {
    let queue = queues.get(client);
    if (queue) return queue;
    const cacheId = (id: string) => client.cache.identify({ __typename: toggle.typename, id });
    const layerId = (id: string) => `${toggle.layer}-${id}`;
    queue = createToggleQueue({
      readServer: (id) => toggle.readServer(client, cacheId(id)),
      async send(id) {
        const key = newClientId();
        try {
          return await toggle.send(client, id, key);
        } catch (error) {
          throw new UnsentToggle(error, key);
        }
      },
      show(id, wanted) {
        const target = cacheId(id);
        if (!target) return;
        client.cache.removeOptimistic(layerId(id));
        client.cache.recordOptimisticTransaction((cache) => cache.modify({ id: target, fields: toggle.fields(wanted) }), layerId(id));
      },
      clear: (id) => client.cache.removeOptimistic(layerId(id)),
    });
    queues.set(client, queue);
    return queue;
  };
}

/** A count that moves by one with the toggle, from the server's count and state. */
export const countWithToggle =
  (stateField: string, wanted: boolean): Modifier<number> =>
  (count, { readField }) =>
    Boolean(readField<boolean>(stateField)) === wanted ? count : Math.max(0, count + (wanted ? 1 : -1));

/** The error a toggle request failed with, as the server or the network gave it. */
export const toggleFailure = (error: unknown) => (error instanceof UnsentToggle ? error.cause : error);
