import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it } from 'vitest';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { allProjectors } from '../projectors';
import { collections, followKey, likeKey } from '../readModels';
import type { ReadStore } from '../readStore';
import { FeedPages } from './feedPages';
import { postQueries } from './postQueries';

let store: ReadStore;

async function seed() {
  const users = store.collection(collections.users);
  for (const id of ['me', 'friend', 'stranger'])
    await users.insertOne({
      _id: id,
      username: id,
      usernameLower: id,
      avatar: null,
      isAdmin: false,
      fullName: null,
      bio: null,
      postsCount: 0,
      followersCount: 0,
      followingCount: 0,
    });
  await store.collection(collections.follows).insertOne({ _id: followKey('me', 'friend'), followerId: 'me', followeeId: 'friend', active: true, revision: 0 });
  await store
    .collection(collections.follows)
    .insertOne({ _id: followKey('me', 'stranger'), followerId: 'me', followeeId: 'stranger', active: false, revision: 1 });
  const posts = store.collection(collections.posts);
  // Two posts share a timestamp, so paging must break the tie by id.
  const rows: [string, string, string][] = [
    ['p1', 'me', '2026-01-01T10:00:00.000Z'],
    ['p2', 'friend', '2026-01-02T10:00:00.000Z'],
    ['p3', 'stranger', '2026-01-03T10:00:00.000Z'],
    ['p4', 'friend', '2026-01-04T10:00:00.000Z'],
    ['p5', 'me', '2026-01-04T10:00:00.000Z'],
  ];
  for (const [id, userId, createdAt] of rows)
    await posts.insertOne({
      _id: id,
      userId,
      createdAt,
      mediaUrl: '/m',
      mediaType: 'image',
      caption: '',
      location: '',
      hashtags: [],
      likesCount: 0,
      commentsCount: 0,
    });
  await store.collection(collections.likes).insertOne({ _id: likeKey('p2', 'me'), liked: true, revision: 0 });
}

describe('feed query', () => {
  beforeEach(async () => {
    store = await openMemoryReadStore({});
    for (const projector of allProjectors) await projector.setup(store);
    await seed();
  });

  it("lists the viewer's and followed users' posts, newest first, without those of unfollowed users", async () => {
    const page = await postQueries(store).feed('me', 10, null);
    expect(page.items.map((i) => i.node.id)).toEqual(['p5', 'p4', 'p2', 'p1']);
    expect(page.hasNextPage).toBe(false);
    expect(page.items.find((i) => i.node.id === 'p2')?.node).toMatchObject({ isLiked: true, user: { username: 'friend' } });
    expect(page.items.find((i) => i.node.id === 'p1')?.node.isLiked).toBe(false);
  });

  it('pages by cursor without losing or repeating posts that share a time', async () => {
    const queries = postQueries(store);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await queries.feed('me', 1, after);
      seen.push(...page.items.map((i) => i.node.id));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(seen).toEqual(['p5', 'p4', 'p2', 'p1']);
  });

  it('remembers a first page until the viewer or one of its authors changes, and its posts as shown until one of them changes', async () => {
    const notices = new EventEmitter();
    const queries = postQueries(
      store,
      new FeedPages((listener) => {
        notices.on('notice', listener);
        return () => notices.off('notice', listener);
      }),
    );
    const ids = async () => (await queries.feed('me', 10, null)).items.map((i) => i.node.id);
    expect(await ids()).toEqual(['p5', 'p4', 'p2', 'p1']);

    // Written behind its back, without a notice: the remembered list stays, counts and likes are fresh.
    await store.collection(collections.follows).updateOne({ _id: followKey('me', 'friend') }, { $set: { active: false } });
    await store.collection(collections.posts).updateOne({ _id: 'p4' }, { $inc: { likesCount: 1 } });
    await store.collection(collections.likes).insertOne({ _id: likeKey('p4', 'me'), liked: true, revision: 0 });
    const remembered = await queries.feed('me', 10, null);
    expect(remembered.items.map((i) => i.node.id)).toEqual(['p5', 'p4', 'p2', 'p1']);
    expect(remembered.items[1].node).toMatchObject({ id: 'p4', likesCount: 1, isLiked: true });

    // The posts as shown are remembered too, until one of them has a notice (a like, a comment, a save).
    await store.collection(collections.posts).updateOne({ _id: 'p4' }, { $inc: { likesCount: 1 } });
    await store.collection(collections.likes).updateOne({ _id: likeKey('p4', 'me') }, { $set: { liked: false } });
    const likesOfP4 = async () => (await queries.feed('me', 10, null)).items[1].node;
    expect(await likesOfP4()).toMatchObject({ id: 'p4', likesCount: 1, isLiked: true });
    notices.emit('notice', { kind: 'post', id: 'p3' });
    expect(await likesOfP4()).toMatchObject({ id: 'p4', likesCount: 1, isLiked: true });
    notices.emit('notice', { kind: 'post', id: 'p4' });
    expect(await likesOfP4()).toMatchObject({ id: 'p4', likesCount: 2, isLiked: false });

    // A notice for someone else changes nothing; one for the viewer (a follow changed) does.
    notices.emit('notice', { kind: 'user', id: 'stranger' });
    expect(await ids()).toEqual(['p5', 'p4', 'p2', 'p1']);
    notices.emit('notice', { kind: 'user', id: 'me' });
    expect(await ids()).toEqual(['p5', 'p1']);

    // A new post by someone the viewer follows shows once its author's notice arrives.
    await store.collection(collections.follows).updateOne({ _id: followKey('me', 'friend') }, { $set: { active: true } });
    notices.emit('notice', { kind: 'user', id: 'me' });
    expect(await ids()).toEqual(['p5', 'p4', 'p2', 'p1']);
    await store.collection(collections.posts).insertOne({
      _id: 'p6',
      userId: 'friend',
      createdAt: '2026-02-01T10:00:00.000Z',
      mediaUrl: '/m',
      mediaType: 'image',
      caption: '',
      location: '',
      hashtags: [],
      likesCount: 0,
      commentsCount: 0,
    });
    expect(await ids()).toEqual(['p5', 'p4', 'p2', 'p1']);
    notices.emit('notice', { kind: 'user', id: 'friend' });
    expect(await ids()).toEqual(['p6', 'p5', 'p4', 'p2', 'p1']);
  });

  it('refuses a malformed cursor and an out-of-range page size', async () => {
    await expect(postQueries(store).feed('me', 10, 'garbage')).rejects.toThrow('Invalid cursor');
    await expect(postQueries(store).feed('me', 0, null)).rejects.toThrow('first must be between 1 and 100');
  });
});
