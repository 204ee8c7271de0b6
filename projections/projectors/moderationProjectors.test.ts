import { beforeEach, describe, expect, it } from 'vitest';
import { moderationCollections as names } from '../moderationModels';
import { moderationQueries } from '../queries/moderationQueries';
import { historyViews } from '../queries/moderationViews';
import { reportQueries } from '../queries/reportQueries';
import type { ReadStore } from '../readStore';
import { accountDeleted, type Projection, projection, reportSubmitted, userRegistered } from './projectionKit';

let store: ReadStore;
let project: Projection['project'];
let redeliver: Projection['redeliver'];

const at = '2026-11-22T14:00:00.000Z';
const registered = (userId: string, username: string, isAdmin = false) => userRegistered(userId, { username, isAdmin, registeredAt: at });

describe('moderation projectors', () => {
  beforeEach(async () => {
    ({ store, project, redeliver } = await projection());
    await project(registered('a1', 'admin', true));
    await project(registered('u1', 'uma'), { userId: 'u1', clientIp: '203.0.113.1' });
    await project(registered('u2', 'ugo'));
  });

  it('records each address a user acted from once, and a ban, a timeout and an IP ban once even when replayed', async () => {
    // Each delivered twice, as a restart before the checkpoint moved does.
    await project({ type: 'UserTimedOut', data: { userId: 'u1', until: '2026-11-22T15:00:00.000Z', reason: 'r', by: 'a1', at } }, 1);
    await redeliver(-1);
    await project({ type: 'UserBanned', data: { userId: 'u1', reason: 'r', by: 'a1', at } }, 2);
    await redeliver(-1);
    await project({ type: 'IpBanned', data: { ip: '203.0.113.1', reason: 'r', by: 'a1', at } });
    await redeliver(-1);
    const queries = moderationQueries(store);
    expect(await queries.ipsOfUser('u1')).toEqual(['203.0.113.1']);
    expect(await queries.userStatus('u1')).toMatchObject({ banned: true, timedOutUntil: '2026-11-22T15:00:00.000Z', revision: 2 });
    expect((await queries.bannedIps()).map((d) => d.ip)).toEqual(['203.0.113.1']);
    expect(await queries.audit({})).toHaveLength(3);
  });

  it('erases what a deleted account wrote but keeps what moderators did, naming them a deleted user', async () => {
    await project(reportSubmitted('r1', 'u1', { reportedUserId: 'u2', text: 'my words', imageUrl: '/media/s.jpg', at }));
    await project({ type: 'AdminChatMessagePosted', data: { messageId: 'm1', userId: 'a1', content: 'watch u1', at } });
    await project({ type: 'UserTimedOut', data: { userId: 'u1', until: at, reason: 'spam', by: 'a1', at } }, 1);
    await project(accountDeleted('u1', { at }), 2);
    await project(accountDeleted('a1', { at }), 1);
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
    await project(reportSubmitted('r1', 'u1', { text: 't', at }));
    await project({ type: 'ReportStatusChanged', data: { reportId: 'r1', from: 'pending', to: 'reviewed', by: 'a1', at } }, 1);
    await project({ type: 'ReportStatusChanged', data: { reportId: 'r1', from: 'reviewed', to: 'resolved', by: 'a1', at } }, 2);
    await project({ type: 'ReportStatusChanged', data: { reportId: 'r1', from: 'pending', to: 'reviewed', by: 'a1', at } }, 1);
    expect(await store.collection(names.reports).findOne({ _id: 'r1' })).toMatchObject({ status: 'resolved', revision: 2 });
  });
});
