import { flushOutbox } from '../outbox/flushOutbox';
import { OUTBOX_SYNC_TAG, outboxDb } from '../outbox/outboxDb';
import { fetchTransport } from '../outbox/transport';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (not in TypeScript's WebWorker library). */
type SyncEvent = ExtendableEvent & { readonly tag: string; readonly lastChance: boolean };

/**
 * Background Sync: once the browser sees the network back (the app may be closed), it wakes the
 * worker, which sends the outbox of the person signed in last. Writes still waiting reject the
 * event, so that the browser tries again later; a refusal is kept for the next page to show.
 */
async function sendOutbox(): Promise<void> {
  const userId = await outboxDb.viewer();
  if (!userId) return;
  const waiting = await flushOutbox(userId, fetchTransport, 'worker');
  if (waiting) throw new Error('Writes still wait in the outbox');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendOutbox());
});
