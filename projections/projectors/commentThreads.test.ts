import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import { commentQueries } from '../queries/commentQueries';
import { collections, type CommentDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import {
  accountDeleted,
  commentAdded,
  commentDeleted,
  commentLiked,
  commentUnliked,
  postDeleted,
  postPublished,
  type Projection,
  projection,
  userRegistered,
} from './projectionKit';

let store: ReadStore;
let projectAll: Projection['project'];
let redeliver: Projection['redeliver'];

const project = async (event: DomainEvent, revision = 0) => (await projectAll(event, revision)).filter((n) => n.kind === 'post' || n.kind === 'comment');
const comment = (id: string) => store.collection<CommentDoc>(collections.comments).findOne({ _id: id });
const post = () => store.collection(collections.posts).findOne({ _id: 'p1' });
const commentLikes = () => store.collection(collections.commentLikes).countDocuments({});
const at = (minute: number) => `2026-01-01T00:0${minute}:00.000Z`;
const top = (id: string, userId: string, minute: number) => commentAdded('p1', id, userId, { at: at(minute) });
const reply = (id: string, parentId: string, userId: string, minute: number) => commentAdded('p1', id, userId, { parentId, at: at(minute) });

describe('replies and comment likes in the read models', () => {
  beforeEach(async () => {
    ({ store, project: projectAll, redeliver } = await projection());
    for (const id of ['u1', 'u2', 'u3']) await project(userRegistered(id));
    await project(postPublished('p1', 'u1'));
    await project(top('c1', 'u2', 1));
    await project(reply('r1', 'c1', 'u3', 2));
    await project(reply('r2', 'c1', 'u1', 3));
    await project(top('c2', 'u3', 4));
  });

  it('counts replies on their top comment and in the post, and lists them apart from the top comments', async () => {
    expect(await comment('c1')).toMatchObject({ parentId: null, repliesCount: 2, likesCount: 0 });
    expect(await comment('r1')).toMatchObject({ parentId: 'c1', repliesCount: 0 });
    expect(await post()).toMatchObject({ commentsCount: 4 });
    const queries = commentQueries(store);
    const ids = async (scope: Parameters<typeof queries.list>[0]) => (await queries.list(scope, null, 10, null)).items.map((i) => i.node.id);
    expect(await ids({ postId: 'p1', only: 'top' })).toEqual(['c1', 'c2']);
    expect(await ids({ repliesTo: 'c1' })).toEqual(['r1', 'r2']);
    expect(await ids({ postId: 'p1' })).toEqual(['c1', 'r1', 'r2', 'c2']);
  });

  it('announces a reply, and the new count of its top comment', async () => {
    expect(await project(reply('r3', 'c1', 'u2', 5))).toEqual([
      { kind: 'post', id: 'p1' },
      { kind: 'comment', id: 'r3', postId: 'p1', change: 'added' },
      { kind: 'comment', id: 'c1', postId: 'p1', change: 'updated' },
    ]);
  });

  it('counts likes and unlikes once each, never below zero, and tells whether the viewer likes it', async () => {
    await project(commentLiked('p1', 'r1', 'u2'), 0);
    await project(commentLiked('p1', 'r1', 'u1'), 0);
    await project(commentUnliked('p1', 'r1', 'u2'), 1);
    await redeliver(-3);
    expect(await comment('r1')).toMatchObject({ likesCount: 1 });
    await project(commentUnliked('p1', 'r1', 'u1'), 1);
    await project(commentUnliked('p1', 'r1', 'u1'), 1);
    expect(await comment('r1')).toMatchObject({ likesCount: 0 });
    await project(commentLiked('p1', 'r1', 'u3'), 0);
    const views = commentQueries(store);
    expect(await views.byId('r1', 'u3')).toMatchObject({ likesCount: 1, isLiked: true });
    expect(await views.byId('r1', 'u1')).toMatchObject({ likesCount: 1, isLiked: false });
    expect(await views.byId('r1', null)).toMatchObject({ isLiked: false });
  });

  it('announces a like to the live list', async () => {
    expect(await project(commentLiked('p1', 'c2', 'u1'))).toEqual([{ kind: 'comment', id: 'c2', postId: 'p1', change: 'updated' }]);
  });

  it('removes a deleted top comment with its replies and all their likes, and drops the counts', async () => {
    await project(commentLiked('p1', 'c1', 'u1'));
    await project(commentLiked('p1', 'r1', 'u2'));
    await project(commentLiked('p1', 'c2', 'u2'));
    const notices = await project(commentDeleted('p1', 'c1', 'u1'));
    expect(notices).toEqual(expect.arrayContaining(['c1', 'r1', 'r2'].map((id) => ({ kind: 'comment', id, postId: 'p1', change: 'removed' }))));
    expect(await comment('r1')).toBeNull();
    expect(await post()).toMatchObject({ commentsCount: 1 });
    expect(await commentLikes()).toBe(1);
    // A like that arrives after its comment went has nothing to count on.
    await project(commentLiked('p1', 'r2', 'u3'));
    expect(await commentLikes()).toBe(1);
    await redeliver(-2);
    expect(await post()).toMatchObject({ commentsCount: 1 });
  });

  it('takes one off the top comment when a reply goes', async () => {
    await project(commentDeleted('p1', 'r1', 'u3'));
    await project(commentDeleted('p1', 'r1', 'u3'));
    expect(await comment('c1')).toMatchObject({ repliesCount: 1 });
    expect(await post()).toMatchObject({ commentsCount: 3 });
  });

  it("removes a deleted account's comments with their replies, and its likes from the counts", async () => {
    await project(commentLiked('p1', 'c2', 'u2'));
    await project(commentLiked('p1', 'r1', 'u1'));
    await project(accountDeleted('u2'));
    expect(await comment('c1')).toBeNull();
    expect(await comment('r1')).toBeNull();
    expect(await comment('c2')).toMatchObject({ likesCount: 0 });
    expect(await post()).toMatchObject({ commentsCount: 1 });
    expect(await commentLikes()).toBe(0);
  });

  it("takes a deleted post's comment likes with it", async () => {
    await project(commentLiked('p1', 'c2', 'u2'));
    await project(postDeleted('p1', 'u1'));
    expect(await commentLikes()).toBe(0);
  });
});
