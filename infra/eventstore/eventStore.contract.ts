import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WrongExpectedRevisionError, type EventStore, type NewEvent, type StoredEvent } from '../../domain/ports/eventStore';

type Opened = { store: EventStore; cleanup: () => Promise<void> };

function event(type: string, data: unknown = { n: 1 }): NewEvent {
  const commandId = randomUUID();
  return {
    id: randomUUID(),
    type,
    data,
    metadata: { commandId, correlationId: commandId, causationId: commandId, userId: 'u1', at: '2024-01-01T00:00:00.000Z' },
  };
}

const events = (n: number, type = 'Happened'): NewEvent[] => Array.from({ length: n }, (_, i) => event(type, { i }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The behaviour every EventStore adapter must have. Stream names are unique per test, so the suite
 * also runs against a shared server that holds other data: it only looks at its own streams.
 */
export function eventStoreContract(name: string, open: () => Promise<Opened>): void {
  describe(`EventStore contract: ${name}`, () => {
    let opened: Opened;
    let store: EventStore;
    let prefix: string;
    const s = (label: string) => `${prefix}${label}`;

    beforeEach(async () => {
      opened = await open();
      store = opened.store;
      prefix = `contract${randomUUID().replaceAll('-', '')}_`;
    });
    afterEach(() => opened.cleanup());

    it('appends to a new stream with no_stream, then at an exact revision, and with any', async () => {
      const [a, b, c, d] = events(4);
      const first = await store.append(s('x'), [a, b], 'no_stream');
      expect(first.revision).toBe(1);
      const second = await store.append(s('x'), [c], 1);
      expect(second.revision).toBe(2);
      expect(second.position).toBeGreaterThan(first.position);
      expect((await store.append(s('x'), [d], 'any')).revision).toBe(3);
      expect((await store.append(s('fresh'), events(1), 'any')).revision).toBe(0);
      const stored = await store.readStream(s('x'));
      expect(stored.map((e) => e.id)).toEqual([a.id, b.id, c.id, d.id]);
      expect(stored.map((e) => e.revision)).toEqual([0, 1, 2, 3]);
      expect(stored[0]).toMatchObject({ stream: s('x'), type: a.type, data: a.data, metadata: a.metadata });
      expect(stored[1].position).toBe(first.position);
    });

    it('rejects a wrong expected revision and appends nothing', async () => {
      await store.append(s('x'), events(2), 'no_stream');
      const attempts = [
        store.append(s('x'), events(1), 'no_stream'),
        store.append(s('x'), events(1), 0),
        store.append(s('x'), events(1), 5),
        store.append(s('missing'), events(1), 0),
      ];
      for (const attempt of attempts) await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(s('x'), events(1), 'no_stream')).rejects.toMatchObject({ stream: s('x'), actual: 1 });
      expect(await store.readStream(s('x'))).toHaveLength(2);
      expect(await store.readStream(s('missing'))).toEqual([]);
    });

    it('stores events once when the same ids are appended again, and returns the same result', async () => {
      const batch = events(2);
      const first = await store.append(s('x'), batch, 'no_stream');
      expect(await store.append(s('x'), batch, 'no_stream')).toEqual(first);
      expect(await store.append(s('x'), batch, 'any')).toEqual(first);
      expect(await store.append(s('x'), batch, 0)).toEqual(first);
      expect(await store.readStream(s('x'))).toHaveLength(2);
    });

    it('reads a stream in order and a missing stream as []', async () => {
      await store.append(s('x'), events(3), 'no_stream');
      await store.append(s('y'), events(1), 'no_stream');
      await store.append(s('x'), events(2), 2);
      expect((await store.readStream(s('x'))).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
      expect(await store.readStream(s('nothing'))).toEqual([]);
    });

    it('reads a stream from a revision on, and nothing past its end', async () => {
      await store.append(s('x'), events(5), 'no_stream');
      expect((await store.readStream(s('x'), 3)).map((e) => e.revision)).toEqual([3, 4]);
      expect(await store.readStream(s('x'), 5)).toEqual([]);
      expect(await store.readStream(s('nothing'), 2)).toEqual([]);
    });

    it('reads all events after a position, up to a limit', async () => {
      await store.append(s('x'), events(5), 'no_stream');
      const stored = await store.readStream(s('x'));
      const page = await store.readAll(stored[0].position, 2);
      expect(page.map((e) => e.id)).toEqual([stored[1].id, stored[2].id]);
      expect(page[1]).toEqual(stored[2]);
      const rest = await store.readAll(stored[2].position, 100);
      expect(rest.filter((e) => e.stream === s('x')).map((e) => e.id)).toEqual([stored[3].id, stored[4].id]);
    });

    it('gives strictly increasing global positions across streams', async () => {
      const marker = await store.append(s('marker'), events(1), 'no_stream');
      const appended: NewEvent[] = [];
      for (const stream of ['a', 'b', 'a', 'c', 'b']) {
        const batch = events(2);
        appended.push(...batch);
        await store.append(s(stream), batch, 'any');
      }
      const all = await store.readAll(marker.position, 1000);
      expect(all.filter((e) => e.stream.startsWith(prefix)).map((e) => e.id)).toEqual(appended.map((e) => e.id));
      all.forEach((e, i) => {
        expect(e.position).toBeGreaterThan(i === 0 ? marker.position : all[i - 1].position);
      });
      expect(marker.position).toBeGreaterThan(0);
    });

    it('reports the head position', async () => {
      const before = await store.headPosition();
      const { position } = await store.append(s('x'), events(3), 'no_stream');
      expect(position).toBeGreaterThan(before);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(position);
    });

    it('subscribes from a position: catch-up, then live, in order, none twice, one at a time', async () => {
      const marker = await store.append(s('x'), events(1), 'no_stream');
      const past = [...events(3), ...events(2)];
      await store.append(s('x'), past.slice(0, 3), 0);
      await store.append(s('y'), past.slice(3), 'no_stream');
      const seen: StoredEvent[] = [];
      let inFlight = 0;
      let maxInFlight = 0;
      const sub = store.subscribeToAll(marker.position, async (e) => {
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        await sleep(2); // slow enough that live appends land while catch-up is still going on
        seen.push(e);
        inFlight--;
      });
      const mine = () => seen.filter((e) => e.stream.startsWith(prefix)).map((e) => e.id);
      const appendEach = async (batch: NewEvent[]) => {
        for (const [i, e] of batch.entries()) await store.append(i % 2 ? s('x') : s('z'), [e], 'any');
      };
      const duringCatchUp = events(6);
      await appendEach(duringCatchUp);
      await vi.waitFor(() => expect(mine()).toHaveLength(11), { timeout: 4000, interval: 20 });
      const afterCaughtUp = events(3); // the subscriber is idle now: these must be pushed to it
      await appendEach(afterCaughtUp);
      const expected = [...past, ...duringCatchUp, ...afterCaughtUp].map((e) => e.id);
      await vi.waitFor(() => expect(mine()).toHaveLength(expected.length), { timeout: 4000, interval: 20 });
      await sleep(50);
      await sub.close();
      expect(mine()).toEqual(expected);
      expect(seen.every((e, i) => i === 0 || e.position > seen[i - 1].position)).toBe(true);
      expect(seen[0].position).toBeGreaterThan(marker.position);
      expect(maxInFlight).toBe(1);
    });

    it('stops delivering once the subscription is closed', async () => {
      const seen: StoredEvent[] = [];
      const head = await store.headPosition();
      const sub = store.subscribeToAll(head, (e) => void seen.push(e));
      await store.append(s('x'), events(1), 'no_stream');
      await vi.waitFor(() => expect(seen.some((e) => e.stream === s('x'))).toBe(true), { timeout: 4000 });
      await sub.close();
      await store.append(s('x'), events(1), 0);
      await sleep(100);
      expect(seen.filter((e) => e.stream === s('x'))).toHaveLength(1);
    });

    it('lets exactly one of several concurrent appends at the same expected revision win', async () => {
      await store.append(s('x'), events(1), 'no_stream');
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => store.append(s('x'), events(1), 0)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      expect(await store.readStream(s('x'))).toHaveLength(2);
    });
  });
}
