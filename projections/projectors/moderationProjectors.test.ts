import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { moderationCollections as names } from '../moderationModels';
import { moderationQueries } from '../queries/moderationQueries';
import { historyViews } from '../queries/moderationViews';
import { reportQueries } from '../queries/reportQueries';
import type { ReadStore } from '../readStore';
import { allProjectors } from '.';

let store: ReadStore;
let position = 0;

/** Feeds one event through every projector, as the runner does; `again` delivers the same stored event twice. */
async function project(event: DomainEvent, options: { revision?: number; userId?: string; clientIp?: string; again?: boolean } = {}) {
  const stored: StoredEvent = {
    id: `e${++position}`,
    type: event.type,
    data: event.data,
    metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', at, userId: options.userId, clientIp: options.clientIp },
    stream: 's',
    revision: options.revision ?? 0,
    position,
  };
  for (let i = 0; i < (options.again ? 2 : 1); i++) for (const projector of allProjectors) await projector.apply(event, stored, store);
}

const at = '2026-11-22T14:00:00.000Z';
const registered = (userId: string, username: string, isAdmin = false): DomainEvent => ({
  type: 'UserRegistered',
  data: { userId, username, email: `${username}@x.co`, passwordHash: 'h', birthDate: '1990-01-01T00:00:00.000Z', avatar: null, isAdmin, registeredAt: at },
});

describe('moderation projectors', () => {
  beforeEach(async () => {
    store = await openMemoryReadStore();
    for (const projector of allProjectors) await projector.setup(store);
    await project(registered('a1', 'admin', true));
    await project(registered('u1', 'uma'), { userId: 'u1', clientIp: '203.0.113.1' });
    await project(registered('u2', 'ugo'));
  });

  it('records each address a user acted from once, and a ban, a timeout and an IP ban once even when replayed', async () => {
    await project({ type: 'UserTimedOut', data: { userId: 'u1', until: '2026-11-22T15:00:00.000Z', reason: 'r', by: 'a1', at } }, { revision: 1, again: true });
    await project({ type: 'UserBanned', data: { userId: 'u1', reason: 'r', by: 'a1', at } }, { revision: 2, again: true });
    await project({ type: 'IpBanned', data: { ip: '203.0.113.1', reason: 'r', by: 'a1', at } }, { again: true });
    const queries = moderationQueries(store);
    expect(await queries.ipsOfUser('u1')).toEqual(['203.0.113.1']);
    expect(await queries.userStatus('u1')).toMatchObject({ banned: true, timedOutUntil: '2026-11-22T15:00:00.000Z', revision: 2 });
    expect((await queries.bannedIps()).map((d) => d.ip)).toEqual(['203.0.113.1']);
    expect(await queries.audit({})).toHaveLength(3);
  });

  it('erases what a deleted account wrote but keeps what moderators did, naming them a deleted user', async () => {
    await project({ type: 'ReportSubmitted', data: { reportId: 'r1', userId: 'u1', reportedUserId: 'u2', text: 'my words', imageUrl: '/media/s.jpg', at } });
    await project({ type: 'AdminChatMessagePosted', data: { messageId: 'm1', userId: 'a1', content: 'watch u1', at } });
    await project({ type: 'UserTimedOut', data: { userId: 'u1', until: at, reason: 'spam', by: 'a1', at } }, { revision: 1 });
    await project({ type: 'AccountDeleted', data: { userId: 'u1', at } }, { revision: 2 });
    await project({ type: 'AccountDeleted', data: { userId: 'a1', at } }, { revision: 1 });
    const queries = moderationQueries(store);

    const [report] = await reportQueries(store).list();
    expect(report).toMatchObject({ content: '', imageUrl: null, reporter: { username: 'Deleted user', deleted: true }, reportedUser: { username: 'ugo' } });
    expect(await store.collection(names.adminChat).countDocuments()).toBe(0);
    expect(await queries.ipsOfUser('u1')).toEqual([]);

    const audit = await historyViews(queries, await queries.audit({}));
    expect(audit).toEqual([expect.objectContaining({ action: 'timed_out', reason: 'spam', admin: expect.objectContaining({ username: 'Deleted user' }) })]);
    const timeline = await historyViews(queries, await queries.timeline('u1'));
    expect(timeline.map((e) => e.action)).toEqual(['account_created', 'timed_out', 'account_deleted']);
  });

  it('moves a report through its statuses, skipping a replayed change', async () => {
    await project({ type: 'ReportSubmitted', data: { reportId: 'r1', userId: 'u1', reportedUserId: null, text: 't', imageUrl: null, at } });
    await project({ type: 'ReportStatusChanged', data: { reportId: 'r1', from: 'pending', to: 'reviewed', by: 'a1', at } }, { revision: 1 });
    await project({ type: 'ReportStatusChanged', data: { reportId: 'r1', from: 'reviewed', to: 'resolved', by: 'a1', at } }, { revision: 2 });
    await project({ type: 'ReportStatusChanged', data: { reportId: 'r1', from: 'pending', to: 'reviewed', by: 'a1', at } }, { revision: 1 });
    expect(await store.collection(names.reports).findOne({ _id: 'r1' })).toMatchObject({ status: 'resolved', revision: 2 });
  });
});
