import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { pushCollections, type PushSubscriptionDoc } from '../../projections/pushModels';
import { pushQueries } from '../../projections/queries/pushQueries';
import { collections, type UserDoc } from '../../projections/readModels';
import type { ReadStore } from '../../projections/readStore';
import { type ReplayedFixture, replayedFixture } from '../support/replayedFixture';
import { fixtureFiles } from '../support/fixtureLog';

/**
 * The frozen log tests/fixtures/event-log-2026-11-25-pushes, written through real calls by Glimpse
 * when it began to push notifications (issue 24), against a push service over https on the
 * writer's machine: after the scenarios before it, push subscriptions (cleo's two, one of them
 * dropped by the push service with a 410; ben's, removed by him; gus's, ended with his session;
 * eve's, erased with her account), cleo's settings without likes, and the pushes that went out,
 * one retried after a failure, and those skipped for a chat read in time. Replayed into fresh
 * read models by today's code, it must build the same subscriptions and an empty outbox.
 */
const FIXTURE = 'event-log-2026-11-25-pushes';

describe('replaying the frozen event log of 2026-11-25 (push notifications)', () => {
  let replayed: ReplayedFixture | undefined;
  let events: StoredEvent[];
  let store: ReadStore;
  const ids = new Map<string, string>();
  const id = (username: string) => ids.get(username)!;
  const ofType = (type: string) => events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>);

  beforeAll(async () => {
    replayed = await replayedFixture(FIXTURE);
    ({ events, store } = replayed);
    for (const doc of await store.collection<UserDoc>(collections.users).find({})) ids.set(doc.username, doc._id);
  });
  afterAll(async () => {
    await replayed?.close();
  });

  it('holds every event issue 24 introduced, with the ways a subscription ends and a push is skipped', () => {
    expect(ofType('PushSubscribed')).toHaveLength(5);
    expect(ofType('PushUnsubscribed').map((e) => e.reason)).toEqual(['gone', 'removed']);
    expect(ofType('PushSettingsChanged')).toEqual([expect.objectContaining({ userId: id('cleo'), likes: false, comments: true })]);
    expect(ofType('PushSendFailed').map((e) => [e.status, e.retryAt === null])).toEqual([
      [500, false],
      [410, true],
    ]);
    expect(ofType('PushSkipped').map((e) => e.reason)).toEqual(['read', 'read']);
    expect(ofType('PushSent').length).toBeGreaterThanOrEqual(4);
  });

  it('keeps the endpoints and keys sealed in the stored log', async () => {
    const stored = await readFile(fixtureFiles(FIXTURE).events, 'utf8');
    expect(stored).not.toMatch(/https:\/\/127\.0\.0\.1/);
    for (const subscribed of ofType('PushSubscribed')) expect(String(subscribed.endpoint)).not.toMatch(/^https:/);
  });

  it('builds the one subscription left, cleo’s, with its endpoint; ben’s removed, gus’s ended with his session, eve’s erased', async () => {
    const left = await store.collection<PushSubscriptionDoc>(pushCollections.pushSubscriptions).find({});
    expect(left.map((s) => s.userId)).toEqual([id('cleo')]);
    expect(left[0]!.endpoint).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/push\//);
    expect(Buffer.from(left[0]!.p256dh, 'base64url')).toHaveLength(65);
  });

  it('builds cleo’s settings and the others’ defaults, and an outbox with nothing left to push', async () => {
    const queries = pushQueries(store);
    expect(await queries.settings(id('cleo'))).toEqual({ likes: false, comments: true, follows: true, mentions: true, messages: true });
    expect((await queries.settings(id('ben'))).likes).toBe(true);
    expect(await queries.due(new Date('2100-01-01'), 100)).toEqual([]);
  });
});
