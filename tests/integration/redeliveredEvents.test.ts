import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, StoredEvent } from '../../domain/ports/eventStore';
import { EncryptingEventStore } from '../../infra/eventstore/encryptingEventStore';
import { openSqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { sqliteSearchIndex } from '../../infra/search/sqliteSearchIndex';
import { withSearch } from '../../projections/projectors';
import type { Doc, ReadStore } from '../../projections/readStore';
import { isGuardField } from '../../projections/revisionGuard';
import { ProjectionRunner } from '../../projections/runner';
import { fixtureKeyStore, loadFixture, readFixture, frozenLogNames } from '../support/fixtureLog';
import { tempDataDir } from '../support/tempDataDir';

/**
 * Issue 25: an event delivered again (a checkpoint written behind the events and a restart, a
 * retry) changes nothing that was written. Every frozen log is projected by the runner once, then
 * with every event delivered twice (every read model the same, document for document, the guards'
 * own fields aside), then once followed by earlier stretches of it delivered again after the
 * last event: every document the single delivery built comes out the same, counts included.
 *
 * What the guard cannot stop, and these stretches show: an old event delivered after later ones
 * reads the read models as they are now, and writes documents that are not there. A document a
 * later event deleted comes back (a comment on a post of an account deleted since, whose cleanup
 * went through the posts it no longer finds), and pushes are queued to subscriptions made since.
 */
const FIXTURES = frozenLogNames();

/** Which events the subscription hands the runner for each one in the log. */
type Delivery = (event: StoredEvent, log: EventStore, head: number) => Promise<StoredEvent[]>;

const once: Delivery = async (event) => [event];
const twice: Delivery = async (event) => [event, event];
/** Once each, then, after the last, the events from `from` to `to` again (a restart from a checkpoint that lagged, when `to` is the head). */
const thenAgain =
  (from: number, to: number): Delivery =>
  async (event, log, head) =>
    event.position === head ? [event, ...(await log.readAll(from - 1, to - from + 1))] : [event];

/** The log with `delivery` deciding what its subscription hands on for each event; `settled` once all it handed for the last is handled. */
function delivering(log: EventStore, delivery: Delivery, head: number): { log: EventStore; settled: Promise<void> } {
  let resolve = () => {};
  const settled = new Promise<void>((settle) => (resolve = settle));
  const wrapped = new Proxy(log, {
    get(target, key) {
      if (key === 'subscribeToAll') {
        return (after: number, handler: (event: StoredEvent) => Promise<void> | void) =>
          target.subscribeToAll(after, async (event) => {
            for (const handed of await delivery(event, target, head)) await handler(handed);
            if (event.position === head) resolve();
          });
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { log: wrapped, settled };
}

/** Every collection the projectors wrote, each document without its guards' fields, by id. */
type Models = Record<string, Doc[]>;

async function project(dir: string, name: string, delivery: Delivery): Promise<Models> {
  const fixture = await readFixture(name);
  const log = openSqliteEventStore(path.join(dir, `${name}-${Math.random().toString(36).slice(2)}.sqlite`));
  await loadFixture(log, fixture.events);
  const opened = new EncryptingEventStore(log, fixtureKeyStore(fixture.keys));
  const head = await opened.headPosition();
  const memory = await openMemoryReadStore({});
  const names = new Set<string>();
  const store: ReadStore = {
    ...memory,
    collection: (collection) => {
      names.add(collection);
      return memory.collection(collection);
    },
  };
  const delivered = delivering(opened, delivery, head);
  const runner = new ProjectionRunner(delivered.log, store, withSearch(sqliteSearchIndex(store)));
  await runner.start();
  await delivered.settled;
  await runner.stop();
  await opened.close();
  const models: Models = {};
  for (const collection of [...names].sort()) {
    const docs = await memory.collection(collection).find({}, { sort: { _id: 1 } });
    models[collection] = docs.map((doc) => Object.fromEntries(Object.entries(doc).filter(([field]) => !isGuardField(field))) as Doc);
  }
  return models;
}

// A fixed seed, so that a failure names the same stretch again.
function stretches(head: number, count: number, seed: number): [number, number][] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const out: [number, number][] = [[1, head]];
  for (let i = 0; i < count; i++) {
    const from = 1 + Math.floor(next() * head);
    out.push([from, i % 2 === 0 ? head : from + Math.floor(next() * (head - from + 1))]);
  }
  return out;
}

describe.each(FIXTURES)('the frozen log %s delivered more than once', (name) => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let single: Models;
  let head: number;

  beforeAll(async () => {
    data = await tempDataDir();
    single = await project(data.dir, name, once);
    head = (await readFixture(name)).events.length;
  });
  afterAll(async () => {
    await data.remove();
  });

  it('builds read models worth checking', () => {
    const documents = Object.values(single).reduce((sum, docs) => sum + docs.length, 0);
    expect(documents).toBeGreaterThan(head / 2);
    expect(Object.keys(single)).toEqual(expect.arrayContaining(['users', 'posts']));
  });

  it('builds the same read models when every event is delivered twice', async () => {
    expect(await project(data.dir, name, twice)).toEqual(single);
  });

  it('changes no document when earlier stretches of the log are delivered again after the last event', async () => {
    for (const [from, to] of stretches(head, 6, name.length)) {
      const again = await project(data.dir, name, thenAgain(from, to));
      for (const [collection, docs] of Object.entries(single)) {
        // Moved back to the stretch's end: the runner itself never hands out an earlier event after a later one.
        if (collection === 'checkpoints') continue;
        const byId = new Map(again[collection].map((doc) => [doc._id, doc]));
        for (const doc of docs) expect(byId.get(doc._id), `${collection} ${doc._id} after events ${from} to ${to} again`).toEqual(doc);
      }
    }
  });
});
