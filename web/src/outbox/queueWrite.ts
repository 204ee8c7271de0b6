import { newClientId } from './clientId';
import { OUTBOX_SYNC_TAG, outboxDb } from './outboxDb';
import { waitingWrites } from './outboxStore';
import { type CommentWrite, type MessageWrite, nextSeq, type OutboxWrite, type PostWrite, type ToggleKind, tapToggle, toggleId } from './outboxWrite';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A comment, message or post as a screen makes it; the outbox gives it its id, place and time. */
export type NewWrite = DistributiveOmit<CommentWrite | MessageWrite | PostWrite, 'id' | 'key' | 'userId' | 'seq' | 'createdAt'>;

let flushSoon: (() => void) | null = null;

/** The signed-in frame's sender (OutboxLive), asked to send as soon as a write is queued online. */
export function setOutboxSender(send: (() => void) | null): void {
  flushSoon = send;
}

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A write waits in the outbox when the device is offline, or behind the person's writes already waiting (the order holds). */
export const shouldQueue = (userId: string) => isOffline() || waitingWrites(userId).length > 0;

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Background Sync, where the browser has it, wakes the worker to send once the network is back,
 * even with the app closed: the worker sends the writes of the person recorded here.
 */
export async function requestSend(userId: string): Promise<void> {
  await outboxDb.setViewer(userId);
  navigator.serviceWorker?.ready.then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG)).catch(() => undefined);
  if (!isOffline()) flushSoon?.();
}

/**
 * Keeps a new write in the outbox: under `key` when a request with it may already have reached the
 * server; `sendingItself` when the caller sends it at once (the outbox's flush leaves it be).
 */
export async function queueWrite(userId: string, fields: NewWrite, { key = newClientId(), sendingItself = false } = {}): Promise<OutboxWrite> {
  const write = { ...fields, id: key, key, userId, seq: nextSeq(waitingWrites(userId), Date.now()), createdAt: new Date().toISOString() } as OutboxWrite;
  await outboxDb.put(write);
  if (!sendingItself) await requestSend(userId);
  return write;
}

/** A tap on a like, bookmark or follow that waits (see tapToggle): `server` is its state as the server last said. */
export async function queueToggleTap(userId: string, kind: ToggleKind, targetId: string, server: boolean): Promise<void> {
  const id = toggleId(userId, kind, targetId);
  const fresh = { id, key: newClientId(), userId, kind, targetId, seq: nextSeq(waitingWrites(userId), Date.now()), createdAt: new Date().toISOString() };
  await outboxDb.update(id, (existing) => tapToggle(existing?.kind === kind ? existing : null, fresh, server));
  await requestSend(userId);
}

/**
 * A toggle whose request failed on the network: it waits with the state the person asked for,
 * under the key that request carried (if it reached the server, the resend is answered, not applied).
 */
export async function queueFailedToggle(userId: string, kind: ToggleKind, targetId: string, server: boolean, wanted: boolean, key: string): Promise<void> {
  const id = toggleId(userId, kind, targetId);
  const write = {
    id,
    key,
    userId,
    kind,
    targetId,
    from: server,
    wanted,
    sent: true,
    seq: nextSeq(waitingWrites(userId), Date.now()),
    createdAt: new Date().toISOString(),
  };
  await outboxDb.put(write);
  await requestSend(userId);
}
