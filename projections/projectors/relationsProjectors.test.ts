import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { collections } from '../readModels';
import type { ReadStore } from '../readStore';
import { relationQueries } from '../visibility/relations';
import { allProjectors } from '.';

let store: ReadStore;
let position = 0;

/** Feeds one event through every projector, as the runner does; answers the notices. */
async function project(event: DomainEvent, revision = position) {
  const stored: StoredEvent = {
    id: `e${++position}`,
    type: event.type,
    data: event.data,
    metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', at },
    stream: 's',
    revision,
    position,
  };
  const notices = [];
  for (const projector of allProjectors) notices.push(...(await projector.apply(event, stored, store)));
  return notices;
}

const at = '2026-01-01T00:00:00.000Z';
const registered = (userId: string): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: userId,
    email: `${userId}@x.co`,
    passwordHash: 'h',
    birthDate: '1990-01-01T00:00:00.000Z',
    avatar: null,
    isAdmin: false,
    registeredAt: at,
  },
});
const pair = { followerId: 'u2', followeeId: 'u1', at };
const user = (id: string) => store.collection(collections.users).findOne({ _id: id });

describe('the relation projectors', () => {
  beforeEach(async () => {
    store = await openMemoryReadStore({});
    for (const projector of allProjectors) await projector.setup(store);
    for (const id of ['u1', 'u2', 'u3']) await project(registered(id));
  });

  it('keeps a block answerable both ways in one lookup, until neither blocks the other', async () => {
    const relations = relationQueries(store);
    const notices = await project({ type: 'UserBlocked', data: { blockerId: 'u1', blockedId: 'u2', at } });
    expect(notices).toEqual(
      expect.arrayContaining([
        { kind: 'user', id: 'u1' },
        { kind: 'user', id: 'u2' },
      ]),
    );
    expect([await relations.isBlockedEitherWay('u1', 'u2'), await relations.isBlockedEitherWay('u2', 'u1')]).toEqual([true, true]);
    expect([await relations.isBlocking('u1', 'u2'), await relations.isBlocking('u2', 'u1')]).toEqual([true, false]);
    expect(await relations.blockedBy('u1')).toEqual(['u2']);
    // Both block each other; one lifts theirs: still blocked either way.
    await project({ type: 'UserBlocked', data: { blockerId: 'u2', blockedId: 'u1', at } });
    await project({ type: 'UserUnblocked', data: { blockerId: 'u1', blockedId: 'u2', at } });
    expect(await relations.isBlockedEitherWay('u1', 'u2')).toBe(true);
    expect(await relations.blockedBy('u1')).toEqual([]);
    await project({ type: 'UserUnblocked', data: { blockerId: 'u2', blockedId: 'u1', at } });
    expect(await relations.isBlockedEitherWay('u1', 'u2')).toBe(false);
    expect(await store.collection(collections.blocks).countDocuments({})).toBe(0);
  });

  it('forgets the blocks and mutes of a deleted account', async () => {
    await project({ type: 'UserBlocked', data: { blockerId: 'u1', blockedId: 'u2', at } });
    await project({ type: 'UserMuted', data: { muterId: 'u3', mutedId: 'u1', at } });
    await project({ type: 'AccountDeleted', data: { userId: 'u1', at } });
    expect(await store.collection(collections.blocks).countDocuments({})).toBe(0);
    expect(await store.collection(collections.mutes).countDocuments({})).toBe(0);
  });

  it('keeps mutes, telling only the muter', async () => {
    const relations = relationQueries(store);
    expect(await project({ type: 'UserMuted', data: { muterId: 'u1', mutedId: 'u2', at } })).toEqual([{ kind: 'user', id: 'u1' }]);
    await project({ type: 'UserMuted', data: { muterId: 'u1', mutedId: 'u2', at } });
    expect(await relations.isMuted('u1', 'u2')).toBe(true);
    expect(await relations.isMuted('u2', 'u1')).toBe(false);
    await project({ type: 'UserUnmuted', data: { muterId: 'u1', mutedId: 'u2', at } });
    expect(await relations.isMuted('u1', 'u2')).toBe(false);
  });

  it('keeps a follow request while it waits; an approval counts the follow once', async () => {
    const requests = store.collection(collections.followRequests);
    await project({ type: 'FollowRequested', data: pair });
    expect(await requests.find({ followeeId: 'u1' })).toEqual([expect.objectContaining({ followerId: 'u2', since: at })]);
    await project({ type: 'FollowRequestWithdrawn', data: pair });
    expect(await requests.countDocuments({})).toBe(0);
    await project({ type: 'FollowRequested', data: pair });
    await project({ type: 'FollowRequestDeclined', data: pair });
    expect(await requests.countDocuments({})).toBe(0);
    await project({ type: 'FollowRequested', data: pair });
    await project({ type: 'FollowRequestApproved', data: pair });
    await project({ type: 'UserFollowed', data: pair });
    expect(await requests.countDocuments({})).toBe(0);
    expect(await user('u1')).toMatchObject({ followersCount: 1 });
    expect(await user('u2')).toMatchObject({ followingCount: 1 });
  });

  it('records whether an account is private', async () => {
    expect(await user('u1')).not.toHaveProperty('isPrivate', true);
    await project({ type: 'AccountPrivacyChanged', data: { userId: 'u1', isPrivate: true, at } });
    expect(await user('u1')).toMatchObject({ isPrivate: true });
    await project({ type: 'AccountPrivacyChanged', data: { userId: 'u1', isPrivate: false, at } });
    expect(await user('u1')).toMatchObject({ isPrivate: false });
  });

  it('never counts a banned post on its profile, however it ends', async () => {
    const published = (postId: string): DomainEvent => ({
      type: 'PostPublished',
      data: {
        postId,
        userId: 'u1',
        mediaUrl: '/media/x.jpg',
        mediaType: 'image',
        posterUrl: null,
        caption: '',
        location: '',
        hashtags: [],
        mentions: [],
        media: [{ url: '/media/x.jpg', type: 'image', posterUrl: null, width: null, height: null }],
        alts: [''],
        publishedAt: at,
      },
    });
    await project(published('p1'));
    await project(published('p2'));
    await project({ type: 'PostBanned', data: { postId: 'p1', by: 'admin', reason: 'spam', at } });
    await project({ type: 'PostBanned', data: { postId: 'p1', by: 'admin', reason: 'spam', at } });
    expect(await user('u1')).toMatchObject({ postsCount: 1 });
    await project({ type: 'PostUnbanned', data: { postId: 'p1', by: 'admin', at } });
    expect(await user('u1')).toMatchObject({ postsCount: 2 });
    await project({ type: 'PostBanned', data: { postId: 'p1', by: 'admin', reason: 'spam', at } });
    await project({ type: 'PostDeleted', data: { postId: 'p1', userId: 'u1', by: 'u1', at } });
    expect(await user('u1')).toMatchObject({ postsCount: 1 });
  });
});
