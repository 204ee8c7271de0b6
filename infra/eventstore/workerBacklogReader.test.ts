import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEvent } from '../../domain/events';
import type { BacklogEvent, NewEvent } from '../../domain/ports/eventStore';
import { openEngines, type Engines } from '../engines';
import { tempDataDir } from '../../tests/support/tempDataDir';

const comment = (i: number): NewEvent => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'CommentAdded',
  data: { postId: 'p1', commentId: `c${i}`, userId: `u${i % 3}`, content: `comment number ${i}`, at: '2026-01-01T00:00:00.000Z' },
  metadata: {
    commandId: `k${i}`,
    correlationId: `k${i}`,
    causationId: `k${i}`,
    userId: `u${i % 3}`,
    clientIp: `10.0.0.${i % 3}`,
    at: '2026-01-01T00:00:00.000Z',
  },
});

describe('the worker backlog reader', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let engines: Engines;

  beforeEach(async () => {
    data = await tempDataDir();
    engines = await openEngines({ dataDir: data.dir, eventStoreUrl: null, mongoUrl: null });
    for (let i = 0; i < 4500; i += 500)
      await engines.events.append(
        'post-p1',
        Array.from({ length: 500 }, (_, j) => comment(i + j)),
        'any',
      );
  });
  afterEach(async () => {
    await engines.events.close();
    await engines.readStore.close();
    await data.remove();
  });

  it('reads the range it is asked for, in order and opened (personal fields and addresses decrypted), as the log reads it', async () => {
    const read: BacklogEvent[] = [];
    for await (const batch of engines.backlog(100, 4200)) read.push(...batch);
    expect(read.map((e) => e.stored.position)).toEqual(Array.from({ length: 4100 }, (_, i) => 101 + i));
    const opened = await engines.events.readAll(100, 4100);
    expect(read.map((e) => e.stored)).toEqual(opened);
    expect(read.map((e) => e.event)).toEqual(opened.map(parseEvent));
    expect(read[0]).toMatchObject({ stored: { metadata: { clientIp: '10.0.0.1' } }, event: { type: 'CommentAdded', data: { content: 'comment number 100' } } });
  });

  it('passes on an event this code cannot read as stored, unparsed', async () => {
    const boosted = { ...comment(9999), type: 'PostBoosted', data: { postId: 'p1', by: 'someone' } };
    const { position } = await engines.events.append('post-p2', [boosted], 'no_stream');
    const read: BacklogEvent[] = [];
    for await (const batch of engines.backlog(position - 1, position)) read.push(...batch);
    expect(read).toEqual([{ stored: expect.objectContaining({ type: 'PostBoosted', data: { postId: 'p1', by: 'someone' }, position }), event: null }]);
  });

  it('stops its worker when the consumer stops early', async () => {
    let batches = 0;
    for await (const batch of engines.backlog(0, 4500)) {
      expect(batch.length).toBeGreaterThan(0);
      if (++batches === 1) break;
    }
    // The log is still usable, and a new read starts from scratch.
    let read = 0;
    for await (const batch of engines.backlog(4400, 4500)) read += batch.length;
    expect(read).toBe(100);
  });
});
