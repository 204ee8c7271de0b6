import { beforeEach, describe, expect, it } from 'vitest';
import { moderationCollections as names } from '../moderationModels';
import { moderationQueries } from '../queries/moderationQueries';
import { historyViews } from '../queries/moderationViews';
import { reportQueries } from '../queries/reportQueries';
import { appealQueries } from '../queries/appealQueries';
import type { ReadStore } from '../readStore';
import { accountDeleted, type Projection, projection, reportSubmitted, userRegistered } from './projectionKit';

let store: ReadStore;
let project: Projection['project'];
let redeliver: Projection['redeliver'];

const at = '2026-11-22T14:00:00.000Z';
const registered = (userId: string, username: string, isAdmin = false) => userRegistered(userId, { username, isAdmin, registeredAt: at });
const noTarget = { targetType: null, targetId: null, targetParentId: null, contentAuthorId: null, contentText: null, contentMediaUrl: null };

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

  it('keeps each status a report had, for its reporter, and skips a replayed change', async () => {
    await project({ type: 'ReportSubmitted', data: { reportId: 'r1', userId: 'u1', reportedUserId: null, text: 't', imageUrl: null, at, ...noTarget } });
    const later = '2026-11-22T15:00:00.000Z';
    await project({ type: 'ReportStatusChanged', data: { reportId: 'r1', from: 'pending', to: 'reviewed', by: 'a1', at: later } }, 1);
    await redeliver(-1);
    const [mine] = await reportQueries(store).mine('u1');
    expect(mine).toEqual({
      id: 'r1',
      status: 'reviewed',
      createdAt: at,
      statusHistory: [
        { status: 'pending', at },
        { status: 'reviewed', at: later },
      ],
      target: null,
    });
    expect(await reportQueries(store).mine('u2')).toEqual([]);
  });

  it("keeps the reported content's snapshot for admins, names it to its reporter, and erases its author's words with the author", async () => {
    const target = {
      targetType: 'comment' as const,
      targetId: 'c1',
      targetParentId: 'p1',
      contentAuthorId: 'u2',
      contentText: 'you are awful',
      contentMediaUrl: null,
    };
    await project({ type: 'ReportSubmitted', data: { reportId: 'r1', userId: 'u1', reportedUserId: 'u2', text: 'mean', imageUrl: null, at, ...target } });
    expect((await reportQueries(store).byId('r1'))?.target).toEqual({
      type: 'comment',
      id: 'c1',
      parentId: 'p1',
      author: expect.objectContaining({ username: 'ugo' }),
      text: 'you are awful',
      mediaUrl: null,
    });
    expect((await reportQueries(store).mine('u1'))[0].target).toEqual({ type: 'comment', id: 'c1', parentId: 'p1', username: 'ugo' });
    await project({ type: 'AccountDeleted', data: { userId: 'u2', at } }, { revision: 1 });
    expect((await reportQueries(store).byId('r1'))?.target).toMatchObject({ text: '', author: { username: 'Deleted user' } });
    expect((await reportQueries(store).byId('r1'))?.content).toBe('mean');
  });

  it('lifts a ban and a timeout, and puts both, and appeals, in the timeline and audit log', async () => {
    await project({ type: 'UserTimedOut', data: { userId: 'u1', until: '2026-11-22T15:00:00.000Z', reason: 'r', by: 'a1', at } }, { revision: 1 });
    await project({ type: 'UserTimeoutLifted', data: { userId: 'u1', reason: 'sorry', by: 'a1', appealId: null, at } }, 2);
    await redeliver(-1);
    await project({ type: 'UserBanned', data: { userId: 'u1', reason: 'spam', by: 'a1', at } }, { revision: 3 });
    const queries = moderationQueries(store);
    expect(await queries.userStatus('u1')).toMatchObject({ banned: true, banReason: 'spam', bannedAt: at, timedOutUntil: null });
    const filed = {
      appealId: 'ap1',
      userId: 'u1',
      sanction: 'ban' as const,
      sanctionId: `ban:u1:${at}`,
      postId: null,
      sanctionReason: 'spam',
      sanctionAt: at,
      text: 'not me',
      at,
    };
    await project({ type: 'AppealFiled', data: filed });
    await redeliver(-1);
    await project({ type: 'AppealDecided', data: { appealId: 'ap1', userId: 'u1', decision: 'overturned', reason: 'fair', by: 'a1', at } });
    await redeliver(-1);
    await project({ type: 'UserUnbanned', data: { userId: 'u1', reason: 'Appeal overturned: fair', by: 'a1', appealId: 'ap1', at } }, { revision: 4 });
    expect(await queries.userStatus('u1')).toMatchObject({ banned: false, banReason: null, bannedAt: null, revision: 4 });
    const timeline = await historyViews(queries, await queries.timeline('u1'));
    expect(timeline.map((e) => e.action)).toEqual(['account_created', 'timed_out', 'timeout_lifted', 'banned', 'appeal_filed', 'appeal_decided', 'unbanned']);
    const audit = await queries.audit({});
    expect(audit.map((e) => e.action)).toEqual(['unbanned', 'appeal_decided', 'banned', 'timeout_lifted', 'timed_out']);
  });

  it('keeps an appeal and its one decision, and erases its text with its author', async () => {
    const filed = {
      appealId: 'ap1',
      userId: 'u1',
      sanction: 'post_ban' as const,
      sanctionId: 'post_ban:p1:t',
      postId: 'p1',
      sanctionReason: 'nudity',
      sanctionAt: at,
      text: 'art',
      at,
    };
    await project({ type: 'AppealFiled', data: filed });
    await project({ type: 'AppealDecided', data: { appealId: 'ap1', userId: 'u1', decision: 'upheld', reason: 'no', by: 'a1', at } });
    await project({ type: 'AppealDecided', data: { appealId: 'ap1', userId: 'u1', decision: 'overturned', reason: 'yes', by: 'a1', at } });
    const appeals = appealQueries(store);
    expect(await appeals.mine('u1')).toEqual([
      expect.objectContaining({ id: 'ap1', status: 'upheld', decision: 'upheld', reason: 'no', sanction: 'post_ban', postId: 'p1', text: 'art' }),
    ]);
    expect(await appeals.list()).toEqual([
      expect.objectContaining({ id: 'ap1', user: expect.objectContaining({ username: 'uma' }), decidedBy: expect.objectContaining({ username: 'admin' }) }),
    ]);
    expect((await historyViews(moderationQueries(store), await moderationQueries(store).timeline('p1'))).map((e) => e.action)).toEqual(['appeal_filed']);
    await project({ type: 'AccountDeleted', data: { userId: 'u1', at } }, { revision: 1 });
    expect((await appeals.mine('u1'))[0].text).toBe('');
  });
});
