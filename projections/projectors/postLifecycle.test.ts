import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import { commentQueries } from '../queries/commentQueries';
import { postQueries } from '../queries/postQueries';
import { collections } from '../readModels';
import type { ReadStore } from '../readStore';
import {
  accountDeleted,
  commentAdded,
  commentDeleted,
  kitTime as at,
  postBanned,
  postDeleted,
  postLiked,
  postPublished,
  postUnbanned,
  type Projection,
  projection,
  userRegistered,
} from './projectionKit';

let store: ReadStore;
let projectAll: Projection['project'];

/** Every projector's notices but the Insights figures', which are tested beside their projector (it tells a replay by its position, and these replays take new ones). */
const project = async (event: DomainEvent, revision = 0) => (await projectAll(event, revision)).filter((n) => n.kind !== 'insights');

/** Delivers events in order, then again from the start, as a restart after a lagging checkpoint does. */
async function projectTwice(events: [DomainEvent, number][]) {
  for (const [event, revision] of events) await project(event, revision);
  for (const [event, revision] of events) await project(event, revision);
}

const comment = (commentId: string, userId: string, minute: number) =>
  commentAdded('p1', commentId, userId, { content: `<b>${commentId}</b>`, at: `2026-01-01T00:0${minute}:00.000Z` });
const saved: DomainEvent = { type: 'PostSaved', data: { postId: 'p1', userId: 'u2', at } };
const unsaved: DomainEvent = { type: 'PostUnsaved', data: { postId: 'p1', userId: 'u2', at } };
const liked = postLiked('p1', 'u2');
const deleted = postDeleted('p1', 'u1');
const banned = postBanned('p1', { reason: 'Spam' });
const unbanned = postUnbanned('p1');

const post = () => store.collection(collections.posts).findOne({ _id: 'p1' });
const user = (id: string) => store.collection(collections.users).findOne({ _id: id });

describe('post lifecycle projectors', () => {
  beforeEach(async () => {
    ({ store, project: projectAll } = await projection());
    for (const id of ['u1', 'u2', 'u3']) await project(userRegistered(id));
    await project(postPublished('p1', 'u1'));
  });

  it('counts comments once each, lists them oldest first as written, and drops deleted ones', async () => {
    await projectTwice([
      [comment('c1', 'u2', 1), 1],
      [comment('c2', 'u3', 2), 2],
      [comment('c3', 'u2', 3), 3],
      [commentDeleted('p1', 'c2', 'u1'), 4],
    ]);
    expect(await post()).toMatchObject({ commentsCount: 2 });
    const page = await commentQueries(store).ofPost('p1', null, 1, null);
    expect(page.items.map((i) => i.node)).toEqual([
      {
        id: 'c1',
        postId: 'p1',
        parentId: null,
        content: '<b>c1</b>',
        createdAt: '2026-01-01T00:01:00.000Z',
        user: expect.objectContaining({ username: 'u2' }),
        repliesCount: 0,
        likesCount: 0,
        isLiked: false,
      },
    ]);
    const next = await commentQueries(store).ofPost('p1', null, 10, page.endCursor);
    expect(next.items.map((i) => i.node.id)).toEqual(['c3']);
    expect(next.hasNextPage).toBe(false);
  });

  it('announces a comment to the post and to its live list', async () => {
    expect(await project(comment('c1', 'u2', 1), 1)).toEqual([
      { kind: 'post', id: 'p1' },
      { kind: 'comment', id: 'c1', postId: 'p1', change: 'added' },
      // The post's author has one more unread notification.
      { kind: 'notifications', userId: 'u1' },
    ]);
    expect(await project(comment('c1', 'u2', 1), 1)).toEqual([]);
  });

  it("removes a deleted account's comments and fixes the counts", async () => {
    await project(comment('c1', 'u2', 1), 1);
    await project(comment('c2', 'u3', 2), 2);
    await project(saved, 0);
    await projectTwice([[accountDeleted('u2'), 5]]);
    expect(await post()).toMatchObject({ commentsCount: 1 });
    expect((await commentQueries(store).ofPost('p1', null, 10, null)).items.map((i) => i.node.id)).toEqual(['c2']);
    expect(await store.collection(collections.saves).countDocuments({ userId: 'u2' })).toBe(0);
  });

  it("removes a deleted account's posts with the comments and bookmarks on them", async () => {
    await project(comment('c1', 'u2', 1), 1);
    await project(saved, 0);
    await projectTwice([[accountDeleted('u1'), 3]]);
    expect(await post()).toBeNull();
    expect(await store.collection(collections.comments).countDocuments({ postId: 'p1' })).toBe(0);
    expect(await store.collection(collections.saves).countDocuments({ postId: 'p1' })).toBe(0);
  });

  it('keeps bookmarks per viewer by the save stream revision', async () => {
    await projectTwice([
      [saved, 0],
      [unsaved, 1],
      [saved, 2],
    ]);
    expect((await postQueries(store).byId('p1', 'u2'))?.isSaved).toBe(true);
    expect((await postQueries(store).byId('p1', 'u3'))?.isSaved).toBe(false);
    expect((await postQueries(store).saved('u2', 9, null)).items.map((i) => i.node.id)).toEqual(['p1']);
    expect((await postQueries(store).saved('u3', 9, null)).items).toEqual([]);
  });

  it('removes a deleted post with its likes, comments and bookmarks, and counts it off its author once', async () => {
    expect(await user('u1')).toMatchObject({ postsCount: 1 });
    await projectTwice([
      [liked, 0],
      [saved, 0],
      [comment('c1', 'u2', 1), 1],
    ]);
    const notices = await project(deleted, 2);
    expect(notices).toEqual(
      expect.arrayContaining([
        { kind: 'user', id: 'u1' },
        { kind: 'feed', postId: 'p1', authorId: 'u1', change: 'removed' },
      ]),
    );
    expect(await project(deleted, 2)).toEqual([]);
    expect(await post()).toBeNull();
    expect(await user('u1')).toMatchObject({ postsCount: 0 });
    for (const name of [collections.likes, collections.comments, collections.saves])
      expect(await store.collection(name).countDocuments({ postId: 'p1' })).toBe(0);
  });

  it('hides a banned post from feeds and from everyone but admins, and lists it for admins', async () => {
    await store.collection(collections.users).updateOne({ _id: 'u3' }, { $set: { isAdmin: true } });
    await projectTwice([[banned, 1]]);
    const queries = postQueries(store);
    expect(await queries.byId('p1', 'u2')).toBeNull();
    expect(await queries.byId('p1', null)).toBeNull();
    expect(await queries.byId('p1', 'u3')).toMatchObject({ id: 'p1' });
    expect((await queries.feed('u1', 10, null)).items).toEqual([]);
    expect(await queries.bannedPosts('u3')).toEqual([{ post: expect.objectContaining({ id: 'p1' }), reason: 'Spam', bannedAt: at, bannedBy: 'admin' }]);
    expect(await queries.exists('p1')).toBe(false);
    await projectTwice([[unbanned, 2]]);
    expect((await queries.feed('u1', 10, null)).items.map((i) => i.node.id)).toEqual(['p1']);
    expect(await queries.bannedPosts('u3')).toEqual([]);
  });
});
