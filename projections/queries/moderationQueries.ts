import { collections, type UserDoc } from '../readModels';
import { moderationCollections as names, type BannedIpDoc, type HistoryDoc, type UserIpDoc, type UserModerationDoc } from '../moderationModels';
import type { Filter, ReadStore } from '../readStore';

export const AUDIT_PAGE_MAX = 200;

export type AuditFilter = { adminId?: string | null; targetId?: string | null; action?: string | null; first?: number | null };

/** Reads for administrators: who is banned or timed out, banned addresses and the history. */
export function moderationQueries(store: ReadStore) {
  const status = store.collection<UserModerationDoc>(names.userModeration);
  const userIps = store.collection<UserIpDoc>(names.userIps);
  const bannedIps = store.collection<BannedIpDoc>(names.bannedIps);
  const history = store.collection<HistoryDoc>(names.history);
  const users = store.collection<UserDoc>(collections.users);

  return {
    userStatus: (userId: string) => status.findOne({ _id: userId }),
    /** Every moderated user (banned, timed out at some point, or deleted): few, loaded at start. */
    allUserStatuses: () => status.find({}),
    bannedIps: () => bannedIps.find({ banned: true }, { sort: { at: -1 } }),
    ipBan: (ip: string) => bannedIps.findOne({ _id: ip }),
    async ipsOfUser(userId: string): Promise<string[]> {
      return (await userIps.find({ userId })).map((d) => d.ip);
    },
    async usersOfIps(ips: string[]): Promise<UserIpDoc[]> {
      return ips.length ? userIps.find({ ip: { $in: ips } }) : [];
    },
    adminUserDocs: () => users.find({ isAdmin: true }, { sort: { usernameLower: 1 } }),
    allUserDocs: (limit: number) => users.find({}, { sort: { usernameLower: 1 }, limit }),
    /** People whose username or full name contains `text` (matched literally, any case), by username. */
    accountDocs(text: string, limit: number): Promise<UserDoc[]> {
      const pattern = text
        .trim()
        .toLowerCase()
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!pattern) return users.find({}, { sort: { usernameLower: 1 }, limit });
      return users.find(
        { $or: [{ usernameLower: { $regex: pattern } }, { fullName: { $regex: pattern, $options: 'i' } }] },
        { sort: { usernameLower: 1 }, limit },
      );
    },
    usersByIds: (ids: string[]) => users.find({ _id: { $in: [...new Set(ids)] } }),
    /** Administrators' actions, newest first. */
    audit({ adminId, targetId, action, first }: AuditFilter): Promise<HistoryDoc[]> {
      const filter: Filter = { adminId: adminId ? adminId : { $ne: null } };
      if (targetId) filter.targetId = targetId;
      if (action) filter.action = action;
      return history.find(filter, { sort: { position: -1 }, limit: Math.min(Math.max(first ?? 100, 1), AUDIT_PAGE_MAX) });
    },
    /** Everything that happened to one user, post, report or address, oldest first. */
    timeline: (targetId: string) => history.find({ targetId }, { sort: { position: 1 }, limit: 1000 }),
  };
}

export type ModerationQueries = ReturnType<typeof moderationQueries>;
