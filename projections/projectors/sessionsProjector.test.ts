import { beforeEach, describe, expect, it } from 'vitest';
import { sessionQueries } from '../queries/sessionQueries';
import type { ReadStore } from '../readStore';
import { type Projection, projection, userRegistered } from './projectionKit';

let store: ReadStore;
let project: Projection['project'];
const started = (sessionId: string, at: string, userAgent: string | null) => ({
  type: 'SessionStarted' as const,
  data: { userId: 'u1', sessionId, at, userAgent },
});
const seen = (sessionId: string, at: string) => ({ type: 'SessionSeen' as const, data: { userId: 'u1', sessionId, at } });

describe('sessions projector', () => {
  beforeEach(async () => {
    ({ store, project } = await projection());
    await project(userRegistered('u1'));
  });

  it("keeps each live session's device and when it was last seen, newest first", async () => {
    await project(started('s1', '2026-01-01T09:00:00.000Z', 'Firefox/133.0'));
    await project(started('s2', '2026-01-01T10:00:00.000Z', null));
    await project(seen('s1', '2026-01-01T11:00:00.000Z'));
    expect(await sessionQueries(store).ofUser('u1')).toEqual([
      { id: 's2', createdAt: '2026-01-01T10:00:00.000Z', lastSeenAt: '2026-01-01T10:00:00.000Z', userAgent: null },
      { id: 's1', createdAt: '2026-01-01T09:00:00.000Z', lastSeenAt: '2026-01-01T11:00:00.000Z', userAgent: 'Firefox/133.0' },
    ]);
    expect(await sessionQueries(store).live('s1', 'u2')).toBeNull();
  });

  it('never brings an ended session back, and reads an erased device as unknown', async () => {
    await project(started('s1', '2026-01-01T09:00:00.000Z', ''));
    expect((await sessionQueries(store).live('s1', 'u1'))?.userAgent).toBeNull();
    await project({ type: 'SessionEnded', data: { userId: 'u1', sessionId: 's1', at: '2026-01-01T09:30:00.000Z' } });
    await project(seen('s1', '2026-01-01T09:40:00.000Z'));
    expect(await sessionQueries(store).live('s1', 'u1')).toBeNull();
    expect(await sessionQueries(store).ofUser('u1')).toEqual([]);
  });
});
