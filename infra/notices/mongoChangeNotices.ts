import type { ChangeStream, Collection, Db, FindCursor } from 'mongodb';
import type { ChangeNoticeBus } from '../../projections/changeNotices';
import type { ChangeNotice } from '../../projections/projector';

type BurstDoc = { seq: number; position: number; notices: ChangeNotice[]; at: Date };

/** How the bursts reach the listeners: a change stream needs a replica set (or mongos); a tailable cursor works on a lone server too. */
export type NoticeTransport = 'change stream' | 'capped collection';

// The capped collection's bounds: a listener further behind than this has lost nothing it needs
// (the bursts are hints and positions; the read models hold the data).
const CAPPED_BYTES = 16 * 1024 * 1024;
const CAPPED_DOCS = 10_000;
// Bursts kept for a change stream's listeners: a TTL index removes older ones.
const STREAM_KEEP_SECONDS = 3600;
// A listener whose cursor or stream died tries again this much later.
const REOPEN_MS = 1000;

/** Whether the server can run change streams: a replica set member, or mongos in front of a sharded cluster. */
export async function detectTransport(db: Db): Promise<NoticeTransport> {
  const hello = await db.admin().command({ hello: 1 });
  return hello.setName || hello.msg === 'isdbgrid' ? 'change stream' : 'capped collection';
}

/**
 * Change notices in MongoDB, the database the read models are in. The projector inserts a
 * document per burst, numbered in order (`seq`, continued from the last one by a projector that
 * takes over). On a replica set, listeners watch the inserts through a change stream (the
 * collection keeps an hour, by a TTL index); on a lone server, the collection is capped and
 * listeners tail it with a tailable, awaitData cursor. The transport is found at the first use
 * unless given.
 */
export function mongoChangeNotices(db: Db, options: { transport?: NoticeTransport } = {}): ChangeNoticeBus & { transport(): Promise<NoticeTransport> } {
  let ready: Promise<{ transport: NoticeTransport; bursts: Collection<BurstDoc> }> | null = null;
  let seq: number | null = null;
  const closers = new Set<() => Promise<void>>();

  const open = () => {
    ready ??= (async () => {
      const transport = options.transport ?? (await detectTransport(db));
      const name = transport === 'change stream' ? 'changeNotices' : 'changeNoticesCapped';
      const exists = (await db.listCollections({ name }, { nameOnly: true }).toArray()).length > 0;
      if (!exists) {
        const capped = transport === 'capped collection' ? { capped: true, size: CAPPED_BYTES, max: CAPPED_DOCS } : {};
        await db.createCollection(name, capped).catch((error) => {
          // Another process made it meanwhile.
          if ((error as { code?: number }).code !== 48) throw error;
        });
      }
      const bursts = db.collection<BurstDoc>(name);
      await bursts.createIndex({ seq: -1 });
      if (transport === 'change stream') await bursts.createIndex({ at: 1 }, { expireAfterSeconds: STREAM_KEEP_SECONDS });
      // A tailable cursor on an empty capped collection is dead at once: a first document keeps it open.
      else if ((await bursts.estimatedDocumentCount()) === 0) await bursts.insertOne({ seq: 0, position: 0, notices: [], at: new Date() });
      return { transport, bursts };
    })();
    ready.catch(() => (ready = null));
    return ready;
  };

  const last = async (bursts: Collection<BurstDoc>) => bursts.find({}, { sort: { seq: -1 }, limit: 1, projection: { _id: 0 } }).next();

  return {
    kind: 'mongodb',
    transport: async () => (await open()).transport,

    async publish({ position, notices }) {
      const { bursts } = await open();
      seq ??= (await last(bursts))?.seq ?? 0;
      seq += 1;
      await bursts.insertOne({ seq, position, notices, at: new Date() });
    },

    async subscribe(listener) {
      const { transport, bursts } = await open();
      let closed = false;
      const deliver = (doc: BurstDoc) => {
        try {
          listener({ position: doc.position, notices: doc.notices });
        } catch (error) {
          console.error('A change notice listener failed:', error);
        }
      };
      const close = transport === 'change stream' ? watch(bursts, deliver, () => closed) : await tail(bursts, deliver, () => closed);
      const closer = async () => {
        closed = true;
        closers.delete(closer);
        await close();
      };
      closers.add(closer);
      return { close: closer };
    },

    async latest() {
      const doc = await last((await open()).bursts);
      return doc && doc.seq > 0 ? { position: doc.position, notices: doc.notices } : null;
    },

    async close() {
      for (const closer of [...closers]) await closer();
    },
  };
}

/** Follows the inserts through a change stream; one that ends with an error it could not resume from is opened again after the last insert it saw. */
function watch(bursts: Collection<BurstDoc>, deliver: (doc: BurstDoc) => void, closed: () => boolean): () => Promise<void> {
  let stream: ChangeStream<BurstDoc> | null = null;
  let resumeAfter: unknown;
  let reopen: NodeJS.Timeout | null = null;
  const start = () => {
    if (closed()) return;
    const current = bursts.watch<BurstDoc>([{ $match: { operationType: 'insert' } }], resumeAfter ? { resumeAfter } : {});
    let seen = false;
    stream = current;
    current.on('change', (change) => {
      seen = true;
      resumeAfter = change._id;
      if (change.operationType === 'insert') deliver(change.fullDocument);
    });
    let failed = false;
    current.on('error', (error) => {
      if (closed() || failed) return;
      failed = true;
      console.error('The change notices stream stopped; opening it again:', error);
      // A stream that failed before its first change may have been given a token too old to resume from: the next starts from now.
      if (!seen) resumeAfter = undefined;
      void current.close().catch(() => undefined);
      reopen = setTimeout(start, REOPEN_MS);
    });
  };
  start();
  return async () => {
    if (reopen) clearTimeout(reopen);
    await stream?.close();
  };
}

/**
 * Tails the capped collection, from its start each time a cursor opens (it holds a few thousand
 * small documents), delivering those numbered after the last one delivered. A cursor that dies
 * (the collection rolled over it, or the server went away) is opened again; a collection numbered
 * below what was delivered was made anew (a replay dropped the database), so all of it is new.
 */
async function tail(bursts: Collection<BurstDoc>, deliver: (doc: BurstDoc) => void, closed: () => boolean): Promise<() => Promise<void>> {
  const newest = async () => (await bursts.find({}, { sort: { seq: -1 }, limit: 1 }).next())?.seq ?? 0;
  let delivered = await newest();
  let cursor: FindCursor<BurstDoc> | null = null;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    let first = true;
    while (!closed()) {
      try {
        if (!first && (await newest()) < delivered) delivered = 0;
        first = false;
        const current = bursts.find({}, { tailable: true, awaitData: true, maxAwaitTimeMS: 1000, projection: { _id: 0 } });
        cursor = current;
        try {
          for await (const doc of current) {
            if (doc.seq <= delivered) continue;
            delivered = doc.seq;
            deliver(doc);
          }
        } finally {
          await current.close().catch(() => undefined);
        }
      } catch (error) {
        if (!closed()) console.error('Tailing the change notices failed; opening the cursor again:', error);
      }
      if (!closed())
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, REOPEN_MS);
        });
    }
  })();
  return async () => {
    wake?.();
    await cursor?.close().catch(() => undefined);
    await loop;
  };
}
