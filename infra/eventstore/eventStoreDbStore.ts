import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type StoredEvent,
  type Subscription,
} from '../../domain/ports/eventStore';

const PROBE_MS = 4_500;
const PAGE = 500;

// Our positions are ESDB commit positions. Since ESDB 20 every event has its own log position, and
// commit and prepare positions are equal, so a commit position alone can be turned back into one.
function positionOf(after: number): ReadPosition {
  return after <= 0 ? START : { commit: BigInt(after), prepare: BigInt(after) };
}

/** What `excludeSystemEvents()` leaves out, so reads and subscriptions see the same sequence. */
const isSystem = (type: string): boolean => type.startsWith('$');

function toStored(resolved: ResolvedEvent | AllStreamResolvedEvent): StoredEvent | undefined {
  const e = resolved.event;
  if (!e) return undefined;
  const commit = resolved.commitPosition ?? e.position?.commit;
  return {
    id: e.id,
    type: e.type,
    data: e.data,
    metadata: e.metadata as EventMetadata,
    stream: e.streamId,
    revision: Number(e.revision),
    position: commit === undefined ? 0 : Number(commit),
  };
}

function expectedFor(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return BigInt(expected);
}

/** The production event store: EventStoreDB (or KurrentDB) over gRPC. */
export class EventStoreDbStore implements EventStore {
  constructor(private readonly client: EventStoreDBClient) {}

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const proposed = events.map((e) => jsonEvent({ id: e.id, type: e.type, data: (e.data ?? null) as JSONType, metadata: e.metadata }));
    try {
      const result = await this.client.appendToStream(stream, proposed, { expectedRevision: expectedFor(expected) });
      // ESDB answers an idempotent retry without a position; look the stored events up then.
      if (result.position && events.length > 0) {
        return { revision: Number(result.nextExpectedRevision), position: Number(result.position.commit) };
      }
      return (await this.findStored(stream, events)) ?? { revision: Number(result.nextExpectedRevision), position: 0 };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // A retry with a stale expected revision: the events are already there, so nothing to do.
      const stored = await this.findStored(stream, events);
      if (stored) return stored;
      const actual = error.actualVersion;
      throw new WrongExpectedRevisionError(stream, expected, typeof actual === 'bigint' ? Number(actual) : 'no_stream');
    }
  }

  private async findStored(stream: string, events: NewEvent[]): Promise<AppendResult | undefined> {
    const all = await this.readStream(stream);
    if (events.length === 0) {
      const last = all.at(-1);
      return last && { revision: last.revision, position: last.position };
    }
    const ids = new Set([events[0].id, events[events.length - 1].id]);
    const found = all.filter((e) => ids.has(e.id)).at(-1);
    return found && { revision: found.revision, position: found.position };
  }

  async readStream(stream: string, fromRevision = 0): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision: BigInt(fromRevision) })) {
        const e = toStored(resolved);
        if (e) out.push(e);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  async readAll(after: number, limit: number): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    let from = positionOf(after);
    // System events are skipped client side, so a page may yield fewer than asked: keep paging.
    while (out.length < limit) {
      let seen = 0;
      let lastCommit: bigint | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: PAGE })) {
        seen++;
        lastCommit = resolved.event?.position.commit ?? lastCommit;
        const e = toStored(resolved);
        if (!e || e.position <= after || isSystem(e.type)) continue;
        out.push(e);
        if (out.length === limit) break;
      }
      if (seen < PAGE || lastCommit === undefined) break;
      after = Math.max(after, Number(lastCommit));
      from = positionOf(after);
    }
    return out;
  }

  async headPosition(): Promise<number> {
    let from: ReadPosition = END;
    for (;;) {
      let seen = 0;
      let lastSeen: bigint | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: from, direction: BACKWARDS, maxCount: PAGE })) {
        seen++;
        const e = resolved.event;
        if (!e) continue;
        if (!isSystem(e.type)) return Number(resolved.commitPosition ?? e.position.commit);
        lastSeen = e.position.commit;
      }
      if (seen < PAGE || lastSeen === undefined) return 0;
      // Continue before the oldest system event seen; it is skipped again if the read includes it.
      from = { commit: lastSeen, prepare: lastSeen };
    }
  }

  subscribeToAll(after: number, handler: (event: StoredEvent) => Promise<void> | void): Subscription {
    const feed = this.client.subscribeToAll({ fromPosition: positionOf(after), filter: excludeSystemEvents() });
    let stopped = false;
    let cursor = after;
    // `for await` pulls the next event only when the handler has settled: one at a time, in order.
    const loop = (async () => {
      for await (const resolved of feed) {
        if (stopped) return;
        const e = toStored(resolved);
        if (!e || e.position <= cursor) continue;
        await handler(e);
        cursor = e.position;
      }
    })().catch((error) => {
      if (!stopped) console.error(`EventStoreDB subscription stopped at position ${cursor}:`, error);
    });
    return {
      close: async () => {
        stopped = true;
        await feed.unsubscribe();
        await loop;
      },
    };
  }

  close(): Promise<void> {
    return this.client.dispose();
  }
}

/** Connects and proves the server answers, so a wrong URL fails at start-up, not at first use. */
export async function connectEventStoreDb(url: string): Promise<EventStore> {
  const client = EventStoreDBClient.connectionString(url);
  let timer: NodeJS.Timeout | undefined;
  try {
    const probe = (async () => {
      for await (const _ of client.readAll({ maxCount: 1, deadline: PROBE_MS })) break;
    })();
    probe.catch(() => {}); // if the deadline wins, the probe's late failure is not news
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_MS} ms`)), PROBE_MS);
    });
    await Promise.race([probe, deadline]);
  } catch (error) {
    await client.dispose().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot reach EventStoreDB at ${url}: ${reason}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  return new EventStoreDbStore(client);
}
