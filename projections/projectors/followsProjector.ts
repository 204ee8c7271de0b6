import type { DomainEvent, EventOf } from '../../domain/events';
import type { ReadStore } from '../readStore';
import { collections, followKey, type FollowDoc, type FollowRequestDoc } from '../readModels';
import type { ChangeNotice, Projector } from '../projector';

/** Moves both users' counts by one when a follow turns on or off. */
async function count(store: ReadStore, followerId: string, followeeId: string, step: 1 | -1) {
  const users = store.collection(collections.users);
  await users.updateOne({ _id: followerId }, { $inc: { followingCount: step } });
  await users.updateOne({ _id: followeeId }, { $inc: { followersCount: step } });
}

/**
 * A deleted account follows no one and is followed by no one: its follows are removed and the
 * counts they added to the other people are taken back (once: a removed follow is not counted again).
 */
async function forgetAccount(store: ReadStore, userId: string): Promise<ChangeNotice[]> {
  const follows = store.collection<FollowDoc>(collections.follows);
  const involved = [...(await follows.find({ followerId: userId })), ...(await follows.find({ followeeId: userId }))];
  const notices: ChangeNotice[] = [];
  for (const follow of involved) {
    if (follow.active) {
      await count(store, follow.followerId, follow.followeeId, -1);
      notices.push({ kind: 'user', id: follow.followerId === userId ? follow.followeeId : follow.followerId });
    }
    await follows.deleteOne({ _id: follow._id });
  }
  const requests = store.collection<FollowRequestDoc>(collections.followRequests);
  await requests.deleteMany({ followerId: userId });
  await requests.deleteMany({ followeeId: userId });
  return notices;
}

/** A follow request is there from its asking until it is withdrawn, approved or declined. */
async function request(store: ReadStore, event: DomainEvent): Promise<ChangeNotice[]> {
  if (!isRequestEvent(event)) return [];
  const { followerId, followeeId, at } = event.data;
  const requests = store.collection<FollowRequestDoc>(collections.followRequests);
  const _id = followKey(followerId, followeeId);
  if (event.type === 'FollowRequested') await requests.updateOne({ _id }, { $set: { followerId, followeeId, since: at } }, { upsert: true });
  else await requests.deleteOne({ _id });
  return [];
}

const isRequestEvent = (
  event: DomainEvent,
): event is EventOf<'FollowRequested' | 'FollowRequestWithdrawn' | 'FollowRequestApproved' | 'FollowRequestDeclined'> =>
  event.type === 'FollowRequested' ||
  event.type === 'FollowRequestWithdrawn' ||
  event.type === 'FollowRequestApproved' ||
  event.type === 'FollowRequestDeclined';

export const followsProjector: Projector = {
  name: 'follows',
  writes: [collections.followRequests, collections.follows, collections.users],
  handles: ['UserFollowed', 'UserUnfollowed', 'FollowRequested', 'FollowRequestWithdrawn', 'FollowRequestApproved', 'FollowRequestDeclined', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.followRequests).createIndex({ keys: { followeeId: 1, since: -1 } });
    await store.collection(collections.followRequests).createIndex({ keys: { followerId: 1 } });
    await store.collection(collections.follows).createIndex({ keys: { followerId: 1, since: -1 } });
    await store.collection(collections.follows).createIndex({ keys: { followeeId: 1, since: -1 } });
  },
  async apply(event, stored, store) {
    if (event.type === 'AccountDeleted') return forgetAccount(store, event.data.userId);
    if (isRequestEvent(event)) return request(store, event);
    if (event.type !== 'UserFollowed' && event.type !== 'UserUnfollowed') return [];
    const { followerId, followeeId, at } = event.data;
    const active = event.type === 'UserFollowed';
    const follows = store.collection<FollowDoc>(collections.follows);
    const _id = followKey(followerId, followeeId);
    const current = await follows.findOne({ _id });
    if (current && current.revision >= stored.revision) return [];
    await follows.updateOne({ _id }, { $set: { followerId, followeeId, active, revision: stored.revision, since: at } }, { upsert: true });
    if ((current?.active ?? false) === active) return [];
    await count(store, followerId, followeeId, active ? 1 : -1);
    return [
      { kind: 'user', id: followerId },
      { kind: 'user', id: followeeId },
    ];
  },
};
