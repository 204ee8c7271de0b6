import { collections, followKey, type FollowDoc } from '../readModels';
import type { ChangeNotice, Projector } from '../projector';
import type { ReadStore } from '../readStore';

export const followsProjector: Projector = {
  name: 'follows',
  async setup(store) {
    await store.collection(collections.follows).createIndex({ keys: { followerId: 1 } });
    await store.collection(collections.follows).createIndex({ keys: { followeeId: 1 } });
  },
  async apply(event, stored, store) {
    if (event.type === 'AccountDeleted') return removeFollowsOf(event.data.userId, store);
    if (event.type !== 'UserFollowed' && event.type !== 'UserUnfollowed') return [];
    const { followerId, followeeId, at } = event.data;
    const active = event.type === 'UserFollowed';
    const follows = store.collection<FollowDoc>(collections.follows);
    const _id = followKey(followerId, followeeId);
    const current = await follows.findOne({ _id });
    if (current && current.revision >= stored.revision) return [];
    await follows.updateOne({ _id }, { $set: { followerId, followeeId, active, revision: stored.revision, since: at } }, { upsert: true });
    if ((current?.active ?? false) === active) return [];
    const step = active ? 1 : -1;
    const users = store.collection(collections.users);
    await users.updateOne({ _id: followerId }, { $inc: { followingCount: step } });
    await users.updateOne({ _id: followeeId }, { $inc: { followersCount: step } });
    return [
      { kind: 'user', id: followerId },
      { kind: 'user', id: followeeId },
    ];
  },
};

/** A deleted account follows no one and has no followers: everyone it touched counts one fewer. */
async function removeFollowsOf(userId: string, store: ReadStore): Promise<ChangeNotice[]> {
  const follows = store.collection<FollowDoc>(collections.follows);
  const users = store.collection(collections.users);
  const notices: ChangeNotice[] = [];
  for (const follow of await follows.find({ followerId: userId })) {
    await follows.deleteOne({ _id: follow._id });
    if (!follow.active) continue;
    await users.updateOne({ _id: follow.followeeId }, { $inc: { followersCount: -1 } });
    notices.push({ kind: 'user', id: follow.followeeId });
  }
  for (const follow of await follows.find({ followeeId: userId })) {
    await follows.deleteOne({ _id: follow._id });
    if (!follow.active) continue;
    await users.updateOne({ _id: follow.followerId }, { $inc: { followingCount: -1 } });
    notices.push({ kind: 'user', id: follow.followerId });
  }
  return notices;
}
