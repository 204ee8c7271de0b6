import type { OutboxWrite, Refusal } from './outboxWrite';

/**
 * The outbox in IndexedDB, shared by the app's pages and its service worker: the writes waiting,
 * the refusals no page has shown yet, and who is signed in (the worker sends only their writes).
 * Each change is announced on a BroadcastChannel, which every page and the worker hear.
 */
const DB_NAME = 'glimpse-outbox';
const WRITES = 'writes';
const REFUSALS = 'refusals';
const META = 'meta';
const CHANNEL = 'glimpse-outbox';
/** The Background Sync tag the worker sends the outbox on. */
export const OUTBOX_SYNC_TAG = 'glimpse-outbox';

/** A change to the outbox: `delivered` when a write reached the server, with its answer and who sent it. */
export type OutboxNotice = { type: 'changed' } | { type: 'delivered'; write: OutboxWrite; data: unknown; by: 'page' | 'worker' };

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(WRITES, { keyPath: 'id' });
      request.result.createObjectStore(REFUSALS, { keyPath: 'id' });
      request.result.createObjectStore(META);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opened = null; // a private window may refuse it once; the next write tries again
    throw error;
  });
  return opened;
}

/** Runs `work` in one transaction, resolving with its result once the transaction has committed. */
async function inTransaction<T>(stores: string[], mode: IDBTransactionMode, work: (tx: IDBTransaction) => Promise<T> | T): Promise<T> {
  const db = await open();
  const tx = db.transaction(stores, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('The outbox transaction was aborted'));
  });
  const result = await work(tx);
  await done;
  return result;
}

function asPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

// Every BroadcastChannel of the name hears a message but the one that posted it, in this context too.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
const localListeners = new Set<(notice: OutboxNotice) => void>();

/** Tells the listeners of this context, of the other pages and of the worker. */
export function announce(notice: OutboxNotice): void {
  if (channel) channel.postMessage(notice);
  else for (const listener of localListeners) listener(notice);
}

/** Hears every change to the outbox, made here or in another page or the worker. */
export function onOutboxNotice(listener: (notice: OutboxNotice) => void): () => void {
  if (!channel) {
    localListeners.add(listener);
    return () => localListeners.delete(listener);
  }
  const hear = new BroadcastChannel(CHANNEL);
  hear.onmessage = (event: MessageEvent<OutboxNotice>) => listener(event.data);
  return () => hear.close();
}

export const outboxDb = {
  writes: () => inTransaction([WRITES], 'readonly', (tx) => asPromise(tx.objectStore(WRITES).getAll() as IDBRequest<OutboxWrite[]>)),

  write: (id: string) => inTransaction([WRITES], 'readonly', (tx) => asPromise(tx.objectStore(WRITES).get(id) as IDBRequest<OutboxWrite | undefined>)),

  /** Reads the write `id` and replaces it with what `change` makes of it (null: deletes it), in one transaction. */
  async update<W extends OutboxWrite>(id: string, change: (current: W | null) => W | null): Promise<W | null> {
    const next = await inTransaction([WRITES], 'readwrite', async (tx) => {
      const store = tx.objectStore(WRITES);
      const current = ((await asPromise(store.get(id))) as W | undefined) ?? null;
      const changed = change(current);
      if (changed) store.put(changed);
      else if (current) store.delete(id);
      return changed;
    });
    announce({ type: 'changed' });
    return next;
  },

  async put(write: OutboxWrite): Promise<void> {
    await inTransaction([WRITES], 'readwrite', (tx) => void tx.objectStore(WRITES).put(write));
    announce({ type: 'changed' });
  },

  async remove(id: string): Promise<void> {
    await inTransaction([WRITES], 'readwrite', (tx) => void tx.objectStore(WRITES).delete(id));
    announce({ type: 'changed' });
  },

  /** Drops a write the server refused, keeping its refusal for a page to show, in one transaction. */
  async refuse(id: string, refusal: Refusal): Promise<void> {
    await inTransaction([WRITES, REFUSALS], 'readwrite', (tx) => {
      tx.objectStore(WRITES).delete(id);
      tx.objectStore(REFUSALS).put(refusal);
    });
    announce({ type: 'changed' });
  },

  /** The person's refusals not shown yet, taken out of the store (so one page shows each once). */
  takeRefusals: (userId: string) =>
    inTransaction([REFUSALS], 'readwrite', async (tx) => {
      const store = tx.objectStore(REFUSALS);
      const mine = ((await asPromise(store.getAll())) as Refusal[]).filter((refusal) => refusal.userId === userId);
      for (const refusal of mine) store.delete(refusal.id);
      return mine;
    }),

  /** Whether refusals of the person's wait to be shown. */
  hasRefusals: (userId: string) =>
    inTransaction([REFUSALS], 'readonly', async (tx) => ((await asPromise(tx.objectStore(REFUSALS).getAll())) as Refusal[]).some((r) => r.userId === userId)),

  /** Forgets everything of one person's (they signed out on this device). */
  async forget(userId: string): Promise<void> {
    await inTransaction([WRITES, REFUSALS, META], 'readwrite', async (tx) => {
      for (const name of [WRITES, REFUSALS]) {
        const store = tx.objectStore(name);
        for (const item of (await asPromise(store.getAll())) as { id: string; userId: string }[]) if (item.userId === userId) store.delete(item.id);
      }
      tx.objectStore(META).delete('viewer');
    });
    announce({ type: 'changed' });
  },

  /** Who is signed in on this device, as the last page that knew said. */
  viewer: () => inTransaction([META], 'readonly', (tx) => asPromise(tx.objectStore(META).get('viewer') as IDBRequest<string | undefined>)),
  setViewer: (userId: string) => inTransaction([META], 'readwrite', (tx) => void tx.objectStore(META).put(userId, 'viewer')),
};
