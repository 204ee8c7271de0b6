import { moderationCollections as names, userIpKey, type BannedIpDoc, type UserIpDoc, type UserModerationDoc } from '../moderationModels';
import type { ChangeNotice, Projector } from '../projector';
import type { ReadStore } from '../readStore';

const fresh = { banned: false, banReason: null, bannedAt: null, timedOutUntil: null, timeoutReason: null, timedOutAt: null, deleted: false };

/** Who is banned or timed out, which addresses are banned, and which addresses each user used. */
export const moderationProjector: Projector = {
  name: 'moderation',
  writes: [names.bannedIps, names.userIps, names.userModeration],
  async setup(store) {
    await store.collection(names.userIps).createIndex({ keys: { userId: 1 } });
    await store.collection(names.userIps).createIndex({ keys: { ip: 1 } });
    await store.collection(names.bannedIps).createIndex({ keys: { banned: 1, at: -1 } });
  },
  async apply(event, stored, store) {
    const { userId: actor, clientIp } = stored.metadata;
    if (actor && clientIp && event.type !== 'AccountDeleted') {
      await store
        .collection<UserIpDoc>(names.userIps)
        .updateOne({ _id: userIpKey(actor, clientIp) }, { $setOnInsert: { userId: actor, ip: clientIp, firstSeen: stored.metadata.at } }, { upsert: true });
    }
    switch (event.type) {
      case 'UserBanned':
        return setUser(store, event.data.userId, stored.revision, { banned: true, banReason: event.data.reason, bannedAt: event.data.at });
      case 'UserTimedOut':
        return setUser(store, event.data.userId, stored.revision, {
          timedOutUntil: event.data.until,
          timeoutReason: event.data.reason,
          timedOutAt: event.data.at,
        });
      case 'UserUnbanned':
        return setUser(store, event.data.userId, stored.revision, { banned: false, banReason: null, bannedAt: null });
      case 'UserTimeoutLifted':
        return setUser(store, event.data.userId, stored.revision, { timedOutUntil: null, timeoutReason: null, timedOutAt: null });
      case 'AccountDeleted':
        await store.collection(names.userIps).deleteMany({ userId: event.data.userId });
        return setUser(store, event.data.userId, stored.revision, { deleted: true });
      case 'IpBanned':
      case 'IpUnbanned': {
        const ips = store.collection<BannedIpDoc>(names.bannedIps);
        const current = await ips.findOne({ _id: event.data.ip });
        if (current && current.revision >= stored.revision) return [];
        const banned = event.type === 'IpBanned';
        const fields = banned
          ? { ip: event.data.ip, banned, reason: event.data.reason, by: event.data.by, at: event.data.at, revision: stored.revision }
          : { ip: event.data.ip, banned, revision: stored.revision };
        await ips.updateOne({ _id: event.data.ip }, { $set: fields }, { upsert: true });
        return [{ kind: 'ip', id: event.data.ip }];
      }
      default:
        return [];
    }
  },
};

async function setUser(store: ReadStore, userId: string, revision: number, fields: Partial<UserModerationDoc>): Promise<ChangeNotice[]> {
  const docs = store.collection<UserModerationDoc>(names.userModeration);
  const current = await docs.findOne({ _id: userId });
  if (current && current.revision >= revision) return [];
  await docs.updateOne({ _id: userId }, { $set: { ...fresh, ...stripId(current), ...fields, revision } }, { upsert: true });
  return [{ kind: 'moderation', id: userId }];
}

const stripId = (doc: UserModerationDoc | null) => {
  if (!doc) return {};
  const { _id, ...rest } = doc;
  return rest;
};
