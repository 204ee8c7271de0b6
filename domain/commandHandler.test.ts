import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { accountDecider } from './account/decider';
import { handleCommand, type CommandContext } from './commandHandler';
import { followDecider, followStream } from './follow/decider';
import { likeDecider, likeStream } from './like/decider';
import type { EventStore } from './ports/eventStore';
import { StreamStateCache } from './streamStateCache';
import { userDecider, userStream } from './user/decider';
import { tempDataDir } from '../tests/support/tempDataDir';

let data: Awaited<ReturnType<typeof tempDataDir>>;
let store: EventStore;
const at = '2026-01-01T00:00:00.000Z';
const context = (commandId: string): CommandContext => ({ commandId, userId: 'u1', now: new Date(at) });
const toggle = { type: 'ToggleLike' as const, postId: 'p1', userId: 'u1', at };

describe('command handler', () => {
  beforeEach(async () => {
    data = await tempDataDir();
    store = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    await data.remove();
  });

  it('appends what the decider decides, with metadata from the context', async () => {
    const result = await handleCommand(store, likeStream('p1', 'u1'), likeDecider, toggle, context('c1'));
    expect(result.state).toEqual({ liked: true });
    const [event] = await store.readStream(likeStream('p1', 'u1'));
    expect(event).toMatchObject({ type: 'PostLiked', revision: 0, metadata: { commandId: 'c1', userId: 'u1', at, schemaVersion: 1 } });
    expect(result.position).toBe(event.position);
  });

  it('answers a retried command as the first time and appends nothing twice', async () => {
    const first = await handleCommand(store, likeStream('p1', 'u1'), likeDecider, toggle, context('c1'));
    const retry = await handleCommand(store, likeStream('p1', 'u1'), likeDecider, toggle, context('c1'));
    expect(retry).toEqual(first);
    expect(await store.readStream(likeStream('p1', 'u1'))).toHaveLength(1);
  });

  it('retries on a concurrent write, so racing toggles all land in order', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => handleCommand(store, likeStream('p1', 'u1'), likeDecider, toggle, context(`c${i}`))),
    );
    const events = await store.readStream(likeStream('p1', 'u1'));
    expect(events.map((e) => e.type)).toEqual(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 'PostLiked' : 'PostUnliked')));
    expect(results.filter((r) => r.state.liked)).toHaveLength(5);
  });

  it('appends nothing when the decider refuses', async () => {
    const follow = { type: 'ToggleFollow' as const, followerId: 'u1', followeeId: 'u1', followeePrivate: false, at };
    await expect(handleCommand(store, followStream('u1', 'u1'), followDecider, follow, context('c1'))).rejects.toThrow('You cannot follow yourself');
    expect(await store.headPosition()).toBe(0);
  });

  it('gives a decider only the events of its own types on a stream it shares', async () => {
    const register = {
      type: 'RegisterUser' as const,
      userId: 'u1',
      username: 'ann',
      email: 'ann@x.co',
      passwordHash: 'h',
      birthDate: '1990-01-01',
      avatar: null,
      isAdmin: false,
      at,
    };
    await handleCommand(store, userStream('u1'), userDecider, register, context('c1'));
    await handleCommand(store, userStream('u1'), accountDecider, { type: 'StartSession', userId: 'u1', sessionId: 's1', userAgent: null, at }, context('c2'));
    const folded: string[] = [];
    const watched: typeof userDecider = {
      ...userDecider,
      evolve: (state, event) => {
        folded.push(event.type);
        return userDecider.evolve(state, event);
      },
    };
    await handleCommand(store, userStream('u1'), watched, { type: 'ChangeAvatar', userId: 'u1', avatar: '/a.jpg' }, context('c3'));
    expect(folded).toEqual(['UserRegistered', 'UserAvatarChanged']);
  });

  describe('with a cache of folded streams', () => {
    const like = (commandId: string, cache: StreamStateCache) => handleCommand(store, likeStream('p1', 'u1'), likeDecider, toggle, context(commandId), cache);

    it('reads only the events appended since the stream was last folded', async () => {
      const cache = new StreamStateCache();
      const reads: (number | undefined)[] = [];
      const readStream = store.readStream.bind(store);
      store.readStream = (stream, from) => {
        reads.push(from);
        return readStream(stream, from);
      };
      await like('c1', cache);
      await like('c2', cache);
      const third = await like('c3', cache);
      expect(reads).toEqual([0, 1, 2]);
      expect(third.state).toEqual({ liked: true });
    });

    it('folds in what another writer appended meanwhile', async () => {
      const cache = new StreamStateCache();
      await like('c1', cache);
      await handleCommand(store, likeStream('p1', 'u1'), likeDecider, toggle, context('elsewhere'));
      const third = await like('c3', cache);
      expect(third.state).toEqual({ liked: true });
      expect((await store.readStream(likeStream('p1', 'u1'))).map((e) => e.type)).toEqual(['PostLiked', 'PostUnliked', 'PostLiked']);
    });

    it('answers a retried command as the first time, from the cache too', async () => {
      const cache = new StreamStateCache();
      const first = await like('c1', cache);
      await like('c2', cache);
      const retry = await like('c1', cache);
      expect(retry.events).toEqual(first.events);
      expect(retry.position).toBe(first.position);
      expect(await store.readStream(likeStream('p1', 'u1'))).toHaveLength(2);
    });

    it('keeps racing toggles in order', async () => {
      const cache = new StreamStateCache();
      await Promise.all(Array.from({ length: 10 }, (_, i) => like(`c${i}`, cache)));
      const next = await like('c10', cache);
      expect(next.state).toEqual({ liked: true });
      expect(await store.readStream(likeStream('p1', 'u1'))).toHaveLength(11);
    });

    it('appends a command once when its retries race each other', async () => {
      const cache = new StreamStateCache();
      await like('c1', cache);
      const answers = await Promise.all([like('c2', cache), like('c2', cache), like('c2', cache)]);
      expect(answers.map((a) => a.state)).toEqual([{ liked: false }, { liked: false }, { liked: false }]);
      expect(await store.readStream(likeStream('p1', 'u1'))).toHaveLength(2);
      expect((await like('c3', cache)).state).toEqual({ liked: true });
    });
  });
});
