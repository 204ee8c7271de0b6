import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import {
  actorList,
  notificationCollections as names,
  NOTIFICATIONS_KEPT,
  NOTIFICATIONS_TRIM_MARGIN,
  type NotificationCountDoc,
  type NotificationDoc,
} from '../notificationModels';
import {
  accountDeleted,
  commentAdded,
  commentDeleted,
  postDeleted,
  postLiked,
  postPublished,
  postUnliked,
  profileUpdated,
  projection,
  reportSubmitted,
  userFollowed,
  userRegistered,
  userUnfollowed,
  type Projection,
} from './projectionKit';

let kit: Projection;
const day = (time: string) => `2026-03-10T${time}:00.000Z`;

const entries = async (recipientId: string) =>
  (await kit.store.collection<NotificationDoc>(names.notifications).find({ recipientId }, { sort: { createdAt: -1, _id: -1 } })).map((doc) => ({
    type: doc.type,
    actors: actorList(doc),
    actorsCount: doc.actorsCount,
    postId: doc.postId,
    commentId: doc.commentId,
    createdAt: doc.createdAt,
    read: doc.read,
    detail: doc.detail,
  }));
const kinds = async (recipientId: string) => (await entries(recipientId)).map((entry) => `${entry.type}:${entry.actors.join(',')}`);
const unread = async (userId: string) => (await kit.store.collection<NotificationCountDoc>(names.notificationCounts).findOne({ _id: userId }))?.unread ?? 0;

/** The count read model holds, for everyone, exactly how many of their entries are unread. */
async function expectCountsExact() {
  for (const userId of ['u1', 'u2', 'u3', 'u4', 'u5']) {
    expect(await unread(userId), userId).toBe((await entries(userId)).filter((entry) => !entry.read).length);
  }
}

const read = (userId: string, at: string): DomainEvent => ({ type: 'NotificationsRead', data: { userId, at } });
const pair = (followerId: string, followeeId: string, at = day('09:00')) => ({ followerId, followeeId, at });
const blocked = (blockerId: string, blockedId: string): DomainEvent => ({ type: 'UserBlocked', data: { blockerId, blockedId, at: day('08:00') } });
const commentLiked = (commentId: string, userId: string, at: string, type: 'CommentLiked' | 'CommentUnliked' = 'CommentLiked'): DomainEvent => ({
  type,
  data: { postId: 'p1', commentId, userId, at },
});

beforeEach(async () => {
  kit = await projection();
  for (const id of ['u1', 'u2', 'u3', 'u4', 'u5']) await kit.project(userRegistered(id));
  await kit.project(postPublished('p1', 'u1'));
});

describe('likes', () => {
  it('groups the likes of one post within a UTC day into one entry, the latest actor first', async () => {
    await kit.project(postLiked('p1', 'u2', { at: day('10:00') }));
    await kit.project(postLiked('p1', 'u3', { at: day('11:00') }));
    await kit.project(postLiked('p1', 'u4', { at: day('12:00') }));
    expect(await entries('u1')).toEqual([
      { type: 'like', actors: ['u4', 'u3', 'u2'], actorsCount: 3, postId: 'p1', commentId: null, createdAt: day('12:00'), read: false, detail: null },
    ]);
    expect(await unread('u1')).toBe(1);
    await kit.project(postLiked('p1', 'u5', { at: '2026-03-11T00:30:00.000Z' }));
    expect(await kinds('u1')).toEqual(['like:u5', 'like:u4,u3,u2']);
    expect(await unread('u1')).toBe(2);
    await expectCountsExact();
  });

  it('makes a read entry unread again when someone else likes, and moves it to the top', async () => {
    await kit.project(postLiked('p1', 'u2', { at: day('10:00') }));
    await kit.project(userFollowed('u3', 'u1', { at: day('10:30') }));
    await kit.project(read('u1', day('10:45')));
    expect(await unread('u1')).toBe(0);
    expect((await entries('u1')).every((entry) => entry.read)).toBe(true);
    await kit.project(postLiked('p1', 'u4', { at: day('11:00') }));
    expect(await entries('u1')).toMatchObject([
      { type: 'like', actors: ['u4', 'u2'], createdAt: day('11:00'), read: false },
      { type: 'follow', read: true },
    ]);
    expect(await unread('u1')).toBe(1);
    await expectCountsExact();
  });

  it('takes the actor away on an unlike, and the entry with the last one', async () => {
    await kit.project(postLiked('p1', 'u2', { at: day('10:00') }));
    await kit.project(postLiked('p1', 'u3', { at: day('11:00') }));
    await kit.project(postUnliked('p1', 'u3', { at: day('11:05') }));
    // The entry's time is its latest remaining actor's again.
    expect(await entries('u1')).toMatchObject([{ type: 'like', actors: ['u2'], actorsCount: 1, createdAt: day('10:00') }]);
    await kit.project(postUnliked('p1', 'u2', { at: day('11:06') }));
    expect(await entries('u1')).toEqual([]);
    expect(await unread('u1')).toBe(0);
  });

  it('takes an unliker out of a long entry where they stand, keeping everyone else and their times in order', async () => {
    const likers = Array.from({ length: 300 }, (_, i) => `x${i}`);
    const at = (i: number) => `2026-03-10T10:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z`;
    for (const [i, userId] of likers.entries()) await kit.project(postLiked('p1', userId, { at: at(i) }));
    // The latest first: x299 ... x0. One from the middle, then the latest, then the earliest.
    await kit.project(postUnliked('p1', 'x150', { at: day('11:00') }));
    await kit.project(postUnliked('p1', 'x299', { at: day('11:01') }));
    await kit.project(postUnliked('p1', 'x0', { at: day('11:02') }));
    const left = likers.filter((id) => !['x150', 'x299', 'x0'].includes(id)).reverse();
    const [entry] = await entries('u1');
    expect(entry).toMatchObject({ type: 'like', actors: left, actorsCount: 297, createdAt: at(298) });
    const doc = await kit.store.collection<NotificationDoc>(names.notifications).findOne({ recipientId: 'u1' });
    expect(doc?.actorTimes.split(' ')).toEqual(left.map((id) => at(Number(id.slice(1)))));
    // An unlike of someone no longer in the entry changes nothing.
    await kit.project(postUnliked('p1', 'x150', { at: day('11:00') }));
    expect((await entries('u1'))[0].actorsCount).toBe(297);
    await expectCountsExact();
  });

  it('never tells people of their own likes', async () => {
    await kit.project(postLiked('p1', 'u1', { at: day('10:00') }));
    expect(await entries('u1')).toEqual([]);
    expect(await unread('u1')).toBe(0);
  });

  it('groups a comment’s likes per day, and takes an unliker away', async () => {
    await kit.project(commentAdded('p1', 'c1', 'u2'));
    await kit.project(commentLiked('c1', 'u3', day('10:00')));
    await kit.project(commentLiked('c1', 'u4', day('10:10')));
    await kit.project(commentLiked('c1', 'u2', day('10:20')));
    expect(await entries('u2')).toMatchObject([{ type: 'comment_like', actors: ['u4', 'u3'], actorsCount: 2, postId: 'p1', commentId: 'c1' }]);
    await kit.project(commentLiked('c1', 'u4', day('10:30'), 'CommentUnliked'));
    expect(await kinds('u2')).toEqual(['comment_like:u3']);
    await expectCountsExact();
  });
});

describe('comments, replies and mentions', () => {
  it('tells the post’s author of a comment and the people it mentions, once each, never the writer', async () => {
    await kit.project(commentAdded('p1', 'c1', 'u2', { mentions: ['u3', 'u1', 'u2'], at: day('10:00') }));
    expect(await kinds('u1')).toEqual(['comment:u2']);
    expect(await entries('u3')).toMatchObject([{ type: 'mention', postId: 'p1', commentId: 'c1', actors: ['u2'] }]);
    expect(await entries('u2')).toEqual([]);
    await expectCountsExact();
  });

  it('tells the replied-to author of a reply, and the post’s author of a comment unless replied to', async () => {
    await kit.project(commentAdded('p1', 'c1', 'u2', { at: day('10:00') }));
    await kit.project(commentAdded('p1', 'c2', 'u3', { parentId: 'c1', at: day('10:05') }));
    expect(await kinds('u2')).toEqual(['reply:u3']);
    expect(await kinds('u1')).toEqual(['comment:u3', 'comment:u2']);
    await kit.project(commentAdded('p1', 'c3', 'u1', { at: day('10:10') }));
    await kit.project(commentAdded('p1', 'c4', 'u4', { parentId: 'c3', at: day('10:15') }));
    // The post's author, replied to, is told of the reply only.
    expect(await kinds('u1')).toEqual(['reply:u4', 'comment:u3', 'comment:u2']);
    await expectCountsExact();
  });

  it('takes back what a deleted comment caused, with its replies and likes', async () => {
    await kit.project(commentAdded('p1', 'c1', 'u2', { mentions: ['u5'], at: day('10:00') }));
    await kit.project(commentAdded('p1', 'c2', 'u3', { parentId: 'c1', mentions: ['u4'], at: day('10:05') }));
    await kit.project(commentLiked('c1', 'u4', day('10:06')));
    await kit.project(commentAdded('p1', 'c3', 'u3', { at: day('10:07') }));
    await kit.project(commentDeleted('p1', 'c1', 'u2'));
    expect(await kinds('u1')).toEqual(['comment:u3']);
    expect(await entries('u2')).toEqual([]);
    expect(await entries('u4')).toEqual([]);
    expect(await entries('u5')).toEqual([]);
    await kit.project(commentDeleted('p1', 'c3', 'u3'));
    expect(await entries('u1')).toEqual([]);
    await expectCountsExact();
  });

  it('takes back every entry about a deleted post', async () => {
    await kit.project(postLiked('p1', 'u2', { at: day('10:00') }));
    await kit.project(commentAdded('p1', 'c1', 'u3', { mentions: ['u4'], at: day('10:05') }));
    await kit.project(userFollowed('u5', 'u1', { at: day('10:10') }));
    await kit.project(postDeleted('p1', 'u1'));
    expect(await kinds('u1')).toEqual(['follow:u5']);
    expect(await entries('u4')).toEqual([]);
    await expectCountsExact();
  });

  it('tells people mentioned in a caption who may see the post', async () => {
    await kit.project({ type: 'AccountPrivacyChanged', data: { userId: 'u2', isPrivate: true, at: day('08:00') } });
    await kit.project(userFollowed('u3', 'u2'));
    await kit.project(postPublished('p2', 'u2', { mentions: ['u3', 'u4', 'u2'], publishedAt: day('10:00') }));
    expect(await entries('u3')).toMatchObject([{ type: 'mention', postId: 'p2', commentId: null, actors: ['u2'] }]);
    // u4 does not follow the private account: the post is not theirs to see.
    expect(await entries('u4')).toEqual([]);
    expect(await entries('u2')).toMatchObject([{ type: 'follow' }]);
  });

  it('tells only the people a bio newly mentions', async () => {
    await kit.project(profileUpdated('u2', { bio: '@u3', mentions: ['u3'] }));
    await kit.project(profileUpdated('u2', { bio: '@u3 @u4', mentions: ['u3', 'u4'] }));
    expect(await kinds('u3')).toEqual(['mention:u2']);
    expect(await kinds('u4')).toEqual(['mention:u2']);
    await kit.project(profileUpdated('u2', { bio: '@u3 @u4 and @u2', mentions: ['u3', 'u4', 'u2'] }));
    expect(await entries('u2')).toEqual([]);
    expect((await entries('u3')).length).toBe(1);
    await expectCountsExact();
  });
});

describe('follows', () => {
  const event = (type: 'FollowRequested' | 'FollowRequestWithdrawn' | 'FollowRequestApproved' | 'FollowRequestDeclined', at = day('09:00')) =>
    ({ type, data: pair('u2', 'u1', at) }) as DomainEvent;

  it('tells the followee of a follow, and takes it back on an unfollow', async () => {
    await kit.project(userFollowed('u2', 'u1'));
    expect(await kinds('u1')).toEqual(['follow:u2']);
    await kit.project(userUnfollowed('u2', 'u1'));
    expect(await entries('u1')).toEqual([]);
    await expectCountsExact();
  });

  it('turns an approved request into a follow, with no second one, and tells the requester', async () => {
    await kit.project(event('FollowRequested'));
    expect(await kinds('u1')).toEqual(['follow_request:u2']);
    await kit.project(event('FollowRequestApproved', day('09:30')));
    await kit.project(userFollowed('u2', 'u1', { at: day('09:30') }));
    expect(await entries('u1')).toMatchObject([{ type: 'follow', actors: ['u2'], createdAt: day('09:00') }]);
    expect(await kinds('u2')).toEqual(['follow_accept:u1']);
    await expectCountsExact();
  });

  it('takes back a withdrawn or declined request', async () => {
    await kit.project(event('FollowRequested'));
    await kit.project(event('FollowRequestWithdrawn'));
    expect(await entries('u1')).toEqual([]);
    await kit.project(event('FollowRequested', day('10:00')));
    await kit.project(event('FollowRequestDeclined', day('10:01')));
    expect(await entries('u1')).toEqual([]);
    expect(await unread('u1')).toBe(0);
  });
});

describe('the visibility policy', () => {
  it('tells nobody of what someone blocked either way did', async () => {
    await kit.project(blocked('u1', 'u2'));
    await kit.project(postLiked('p1', 'u2', { at: day('10:00') }));
    await kit.project(blocked('u3', 'u1'));
    await kit.project(commentAdded('p1', 'c1', 'u3', { at: day('10:05') }));
    expect(await entries('u1')).toEqual([]);
    expect(await unread('u1')).toBe(0);
  });

  it('takes a newly blocked person out of the entries between the two', async () => {
    await kit.project(postLiked('p1', 'u2', { at: day('10:00') }));
    await kit.project(postLiked('p1', 'u3', { at: day('10:01') }));
    await kit.project(userFollowed('u2', 'u1', { at: day('10:02') }));
    await kit.project(blocked('u2', 'u1'));
    expect(await kinds('u1')).toEqual(['like:u3']);
    await expectCountsExact();
  });
});

describe('what the service tells', () => {
  it('tells a reporter of each status change, and an appellant of the decision', async () => {
    await kit.project(reportSubmitted('r1', 'u2'));
    await kit.project({ type: 'ReportStatusChanged', data: { reportId: 'r1', from: 'pending', to: 'reviewed', by: 'u5', at: day('10:00') } });
    await kit.project(read('u2', day('10:01')));
    await kit.project({ type: 'ReportStatusChanged', data: { reportId: 'r1', from: 'reviewed', to: 'resolved', by: 'u5', at: day('11:00') } });
    expect(await entries('u2')).toMatchObject([{ type: 'report_update', actors: [], actorsCount: 0, detail: 'resolved', read: false }]);
    await kit.project({ type: 'AppealDecided', data: { appealId: 'a1', userId: 'u3', decision: 'overturned', reason: 'ok', by: 'u5', at: day('12:00') } });
    expect(await entries('u3')).toMatchObject([{ type: 'appeal_decision', detail: 'overturned' }]);
    await expectCountsExact();
  });
});

describe('the unread count', () => {
  it('marks only what came up to the mark read', async () => {
    await kit.project(postLiked('p1', 'u2', { at: day('10:00') }));
    await kit.project(userFollowed('u3', 'u1', { at: day('10:30') }));
    const notices = await kit.project(read('u1', day('10:15')));
    expect(notices).toContainEqual({ kind: 'notifications', userId: 'u1' });
    expect((await entries('u1')).map((entry) => entry.read)).toEqual([false, true]);
    expect(await unread('u1')).toBe(1);
  });

  it('stays exact when events are delivered again, as after a restart', async () => {
    await kit.project(postLiked('p1', 'u2', { at: day('10:00') }));
    await kit.project(commentAdded('p1', 'c1', 'u3', { mentions: ['u4'], at: day('10:05') }));
    await kit.project(read('u1', day('10:06')));
    await kit.project(postLiked('p1', 'u4', { at: day('10:07') }));
    await kit.project(postUnliked('p1', 'u2', { at: day('10:08') }));
    await kit.project(userFollowed('u5', 'u1', { at: day('10:09') }));
    const before = { u1: await entries('u1'), u4: await entries('u4') };
    await kit.redeliver(-5);
    expect({ u1: await entries('u1'), u4: await entries('u4') }).toEqual(before);
    await expectCountsExact();
  });

  it('forgets a deleted account’s entries and takes it out of everyone else’s', async () => {
    await kit.project(postLiked('p1', 'u2', { at: day('10:00') }));
    await kit.project(postLiked('p1', 'u3', { at: day('10:01') }));
    await kit.project(userFollowed('u2', 'u1', { at: day('10:02') }));
    await kit.project(postPublished('p2', 'u2'));
    await kit.project(postLiked('p2', 'u1', { at: day('10:03') }));
    await kit.project(accountDeleted('u2'));
    expect(await kinds('u1')).toEqual(['like:u3']);
    expect(await entries('u2')).toEqual([]);
    await expectCountsExact();
  });

  it(`keeps each person's latest ${NOTIFICATIONS_KEPT} entries, dropping the oldest in batches, with the counts exact`, async () => {
    const counts = async () => kit.store.collection<NotificationCountDoc>(names.notificationCounts).findOne({ _id: 'u1' });
    const posts = NOTIFICATIONS_KEPT + NOTIFICATIONS_TRIM_MARGIN;
    for (let i = 0; i < posts; i++) await kit.project(postPublished(`q${i}`, 'u1'));
    // One like a minute on each post, the oldest first; u1 has read the first few, which go first.
    const at = (i: number) => new Date(Date.UTC(2026, 2, 10, 10, i)).toISOString();
    for (let i = 0; i < posts; i++) {
      await kit.project(postLiked(`q${i}`, 'u2', { at: at(i) }));
      if (i === NOTIFICATIONS_TRIM_MARGIN - 1) await kit.project(read('u1', at(i)));
    }
    expect((await entries('u1')).length).toBe(posts);
    await kit.project(postLiked('p1', 'u3', { at: at(posts) }));
    const kept = await entries('u1');
    expect(kept.length).toBe(NOTIFICATIONS_KEPT);
    expect(kept[0].postId).toBe('p1');
    expect(kept.at(-1)?.postId).toBe(`q${posts + 1 - NOTIFICATIONS_KEPT}`);
    expect(await counts()).toMatchObject({ total: NOTIFICATIONS_KEPT, unread: NOTIFICATIONS_KEPT });
    await expectCountsExact();
  });
});
