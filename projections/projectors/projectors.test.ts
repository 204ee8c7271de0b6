import { beforeEach, describe, expect, it } from 'vitest';
import { likeQueries } from '../queries/likeQueries';
import { collections } from '../readModels';
import type { ReadStore } from '../readStore';
import type { MemoryReadStore } from '../../infra/readstore/memoryReadStore';
import {
  accountDeleted,
  kitTime as at,
  postDeleted,
  postLiked,
  postPublished,
  postUnliked,
  profileUpdated,
  type Projection,
  projection,
  userFollowed,
  userRegistered,
  userUnfollowed,
} from './projectionKit';

let store: ReadStore;
let project: Projection['project'];

const registered = (userId: string, username: string) => userRegistered(userId, { username });
const published = postPublished('p1', 'u1');
const liked = postLiked('p1', 'u2');
const unliked = postUnliked('p1', 'u2');
const followed = userFollowed('u2', 'u1');

const user = (id: string) => store.collection(collections.users).findOne({ _id: id });
const post = () => store.collection(collections.posts).findOne({ _id: 'p1' });

describe('projectors', () => {
  beforeEach(async () => {
    ({ store, project } = await projection());
    await project(registered('u1', 'Alice'));
    await project(registered('u2', 'bob'));
  });

  it('builds a user with zero counts and credentials found by lower-cased username', async () => {
    expect(await user('u1')).toMatchObject({ username: 'Alice', usernameLower: 'alice', postsCount: 0, followersCount: 0 });
    expect(await store.collection(collections.credentials).findOne({ usernameLower: 'alice' })).toMatchObject({ _id: 'u1', passwordHash: 'h' });
  });

  it('counts a post once for its author, even when the event is delivered twice', async () => {
    await project(published);
    await project(published);
    expect(await post()).toMatchObject({ userId: 'u1', likesCount: 0, commentsCount: 0 });
    expect(await user('u1')).toMatchObject({ postsCount: 1 });
  });

  it('counts likes by the like stream revision, skipping a replayed event', async () => {
    await project(published);
    await project(liked, 0);
    await project(liked, 0);
    expect(await post()).toMatchObject({ likesCount: 1 });
    await project(unliked, 1);
    await project(liked, 0);
    expect(await post()).toMatchObject({ likesCount: 0 });
    await project(liked, 2);
    expect(await post()).toMatchObject({ likesCount: 1 });
  });

  it('lists the likers of a post, the latest like first, paged, a like again moving to the top', async () => {
    await project(registered('u3', 'carol'));
    await project(published);
    await project(liked, 0);
    await project(postLiked('p1', 'u3'), 0);
    await project(postLiked('p1', 'u1'), 0);
    await project(postUnliked('p1', 'u1'), 1);
    const likers = likeQueries(store);
    const names = async (after: string | null = null) => (await likers.likers('p1', null, 10, after)).items.map((i) => i.node.username);
    expect(await names()).toEqual(['carol', 'bob']);
    await project(unliked, 1);
    await project(liked, 2);
    const first = await likers.likers('p1', null, 1, null);
    expect(first.items.map((i) => i.node.username)).toEqual(['bob']);
    expect(first.hasNextPage).toBe(true);
    expect(await names(first.endCursor)).toEqual(['carol']);
    await expect(likers.likers('p1', null, 10, 'garbage')).rejects.toThrow('Invalid cursor');
  });

  it('reads only the likes of the post asked about, for its likers and when it goes', async () => {
    await project(published);
    await project(postPublished('p2', 'u1'));
    for (let i = 0; i < 40; i++) {
      await project(registered(`fan${i}`, `fan${i}`));
      await project(postLiked(i < 30 ? 'p2' : 'p1', `fan${i}`), 0);
    }
    const likes = (store as MemoryReadStore).collection(collections.likes);
    const tested = likes.docsTested;
    const page = await likeQueries(store).likers('p1', null, 20, null);
    expect(page.items.map((i) => i.node.username)).toEqual(['fan39', 'fan38', 'fan37', 'fan36', 'fan35', 'fan34', 'fan33', 'fan32', 'fan31', 'fan30']);
    expect(likes.docsTested - tested).toBe(10);
    await project(postDeleted('p1', 'u1'));
    expect(await likes.countDocuments({})).toBe(30);
    expect(likes.docsTested - tested).toBeLessThanOrEqual(20);
  });

  it('counts follows on both users, once', async () => {
    await project(followed, 0);
    await project(followed, 0);
    expect(await user('u1')).toMatchObject({ followersCount: 1, followingCount: 0 });
    expect(await user('u2')).toMatchObject({ followersCount: 0, followingCount: 1 });
    await project(userUnfollowed('u2', 'u1'), 1);
    expect(await user('u1')).toMatchObject({ followersCount: 0 });
    expect(await user('u2')).toMatchObject({ followingCount: 0 });
  });

  it('keeps a registration idempotent', async () => {
    await project({ type: 'UserAvatarChanged', data: { userId: 'u1', avatar: '/media/a.jpg' } });
    await project(registered('u1', 'Alice'));
    expect(await user('u1')).toMatchObject({ avatar: '/media/a.jpg' });
    expect(await store.collection(collections.users).countDocuments({})).toBe(2);
  });

  it('shows an updated profile, keeping the picture unless a new one comes with it', async () => {
    await project({ type: 'UserAvatarChanged', data: { userId: 'u1', avatar: '/media/a.jpg' } });
    const update = profileUpdated('u1', { fullName: 'Alice L', bio: 'hello' });
    await project(update);
    await project(update);
    expect(await user('u1')).toMatchObject({ fullName: 'Alice L', bio: 'hello', avatar: '/media/a.jpg' });
    await project(profileUpdated('u1', { fullName: 'Alice', bio: '', avatar: '/media/b.jpg' }));
    expect(await user('u1')).toMatchObject({ fullName: 'Alice', bio: '', avatar: '/media/b.jpg' });
  });

  it("takes a deleted account's follows out of everyone's counts, once", async () => {
    await project(registered('u3', 'carol'));
    await project(followed, 0);
    await project(userFollowed('u1', 'u2'), 0);
    await project(userFollowed('u3', 'u1'), 0);
    const deleted = accountDeleted('u2');
    await project(deleted);
    await project(deleted);
    expect(await user('u1')).toMatchObject({ followersCount: 1, followingCount: 0 });
    expect(await user('u3')).toMatchObject({ followersCount: 0, followingCount: 1 });
    expect(await store.collection(collections.follows).countDocuments({})).toBe(1);
  });

  it('removes a deleted account everywhere and fixes every count it contributed to, once', async () => {
    await project(registered('u3', 'carol'));
    await project(published); // u1's post p1
    await project(postPublished('p2', 'u2')); // u2's post p2
    await project(postLiked('p1', 'u2'));
    await project(postLiked('p2', 'u3'));
    await project(postLiked('p2', 'u1'));
    await project(userFollowed('u2', 'u1'));
    await project(userFollowed('u2', 'u3'));
    await project(userFollowed('u3', 'u2'));
    await project({ type: 'SessionStarted', data: { userId: 'u2', sessionId: 's2', at, userAgent: null } });

    const deleted = accountDeleted('u2');
    await project(deleted);
    await project(deleted);

    expect(await user('u2')).toBeNull();
    expect(await store.collection(collections.credentials).findOne({ _id: 'u2' })).toBeNull();
    expect(await store.collection(collections.posts).findOne({ _id: 'p2' })).toBeNull();
    expect(await post()).toMatchObject({ likesCount: 0 });
    expect(await user('u1')).toMatchObject({ followersCount: 0, followingCount: 0, postsCount: 1 });
    expect(await user('u3')).toMatchObject({ followersCount: 0, followingCount: 0 });
    expect(await store.collection(collections.likes).countDocuments({})).toBe(0);
    expect(await store.collection(collections.follows).countDocuments({})).toBe(0);
    expect(await store.collection(collections.sessions).countDocuments({})).toBe(0);
  });

  it('shows nothing of a registration whose personal data was erased', async () => {
    await project(userRegistered('u9', { username: '', email: '' }));
    expect(await user('u9')).toBeNull();
  });

  it('keeps live sessions until they end, and signs in with a changed password', async () => {
    await project({ type: 'SessionStarted', data: { userId: 'u1', sessionId: 's1', at, userAgent: null } });
    expect(await store.collection(collections.sessions).findOne({ _id: 's1' })).toMatchObject({ userId: 'u1' });
    await project({ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', at } });
    expect(await store.collection(collections.credentials).findOne({ _id: 'u1' })).toMatchObject({ passwordHash: 'h2' });
    await project({ type: 'SessionEnded', data: { userId: 'u1', sessionId: 's1', at } });
    expect(await store.collection(collections.sessions).findOne({ _id: 's1' })).toBeNull();
  });
});
