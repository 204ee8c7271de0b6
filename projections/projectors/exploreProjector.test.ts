import { beforeEach, describe, expect, it } from 'vitest';
import { MASCOT_USER_ID } from '../../domain/mascot/lines';
import { dayOf } from '../exploreScore';
import { collections, type ExplorePostDoc } from '../readModels';
import {
  accountDeleted,
  commentAdded,
  commentDeleted,
  postDeleted,
  postLiked,
  postPublished,
  postUnliked,
  type Projection,
  projection,
  userRegistered,
} from './projectionKit';

let kit: Projection;
const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12)).toISOString();
const D = dayOf(day(10));
const engagement = async (postId: string) => {
  const doc = await kit.store.collection<ExplorePostDoc>(collections.explorePosts).findOne({ _id: postId });
  return doc && { userId: doc.userId, lastDay: doc.lastDay - D, recent: doc.recent };
};

describe('explore projector', () => {
  beforeEach(async () => {
    kit = await projection();
    for (const id of ['author', 'ann', 'bob', MASCOT_USER_ID]) await kit.project(userRegistered(id));
    await kit.project(postPublished('p1', 'author'));
  });

  it("counts each day's likes and comments by others, skipping a redelivered event", async () => {
    await kit.project(postLiked('p1', 'ann', { at: day(8) }));
    await kit.project(postLiked('p1', 'bob', { at: day(10) }));
    await kit.project(commentAdded('p1', 'c1', 'bob', { at: day(10) }));
    await kit.redeliver(-2);
    expect(await engagement('p1')).toEqual({ userId: 'author', lastDay: 0, recent: [2, 0, 1] });
  });

  it("leaves out the author's own and the mascot's", async () => {
    await kit.project(postLiked('p1', 'author', { at: day(10) }));
    await kit.project(commentAdded('p1', 'c1', MASCOT_USER_ID, { at: day(10) }));
    await kit.project(commentAdded('p1', 'c2', 'author', { at: day(10) }));
    expect(await engagement('p1')).toBeNull();
    await kit.project(postLiked('p1', 'ann', { at: day(10) }));
    await kit.project(postUnliked('p1', 'author', { at: day(10) }), 1);
    expect(await engagement('p1')).toMatchObject({ recent: [1] });
  });

  it('takes back an unlike and a deleted comment, and forgets a post with none left', async () => {
    await kit.project(commentAdded('p1', 'c1', 'bob', { at: day(7) }));
    await kit.project(postLiked('p1', 'ann', { at: day(10) }));
    await kit.project(postUnliked('p1', 'ann', { at: day(10) }), 1);
    expect(await engagement('p1')).toMatchObject({ lastDay: -3, recent: [1] });
    await kit.project(commentDeleted('p1', 'c1', 'bob', { at: day(11) }));
    expect(await engagement('p1')).toBeNull();
  });

  it('forgets deleted posts and the posts of deleted accounts', async () => {
    await kit.project(postPublished('p2', 'author'));
    for (const postId of ['p1', 'p2']) await kit.project(postLiked(postId, 'ann', { at: day(10) }));
    await kit.project(postDeleted('p1', 'author'));
    expect(await engagement('p1')).toBeNull();
    expect(await engagement('p2')).not.toBeNull();
    await kit.project(accountDeleted('author'));
    expect(await engagement('p2')).toBeNull();
  });
});
