import type { BannedIpDoc, HistoryDoc, UserModerationDoc } from '../moderationModels';
import type { UserDoc } from '../readModels';
import type { ModerationQueries } from './moderationQueries';

/** A person as admin screens name them; an account that is gone shows as a deleted user. */
export type UserSummary = { id: string; username: string; avatar: string | null; isAdmin: boolean; deleted: boolean };

export type BannedIpView = { id: string; ipAddress: string; reason: string; createdAt: string; bannedBy: string };

export type AdminUserView = {
  id: string;
  userId: string;
  username: string;
  fullName: string | null;
  avatar: string | null;
  isAdmin: boolean;
  banned: boolean;
  timedOutUntil: string | null;
};

/** An account as the admins' Accounts tab lists it: its standing now. */
export type AdminAccountView = {
  id: string;
  username: string;
  fullName: string | null;
  avatar: string | null;
  isAdmin: boolean;
  status: 'active' | 'timed_out' | 'banned';
  /** When the running timeout ends; null when none runs. */
  timedOutUntil: string | null;
  bannedAt: string | null;
};

export type HistoryView = {
  id: string;
  action: string;
  targetType: string;
  targetId: string;
  targetUser: UserSummary | null;
  actor: UserSummary | null;
  admin: UserSummary | null;
  reason: string | null;
  detail: string | null;
  at: string;
};

const DELETED = 'Deleted user';

/** Joins the people named in moderation documents, once per list. */
export async function summariesOf(queries: ModerationQueries, ids: (string | null)[]): Promise<(id: string | null) => UserSummary | null> {
  const wanted = ids.filter((id): id is string => !!id);
  const [docs, statuses] = await Promise.all([queries.usersByIds(wanted), Promise.all([...new Set(wanted)].map((id) => queries.userStatus(id)))]);
  const byId = new Map(docs.map((d) => [d._id, d]));
  const deleted = new Set(statuses.filter((s): s is UserModerationDoc => !!s?.deleted).map((s) => s._id));
  return (id) => {
    if (!id) return null;
    const doc = byId.get(id);
    if (!doc || deleted.has(id)) return { id, username: DELETED, avatar: null, isAdmin: doc?.isAdmin ?? false, deleted: true };
    return { id, username: doc.username, avatar: doc.avatar, isAdmin: doc.isAdmin, deleted: false };
  };
}

export const bannedIpView = (d: BannedIpDoc): BannedIpView => ({ id: d._id, ipAddress: d.ip, reason: d.reason, createdAt: d.at, bannedBy: d.by });

export async function adminUserViews(queries: ModerationQueries, docs: UserDoc[]): Promise<AdminUserView[]> {
  const statuses = await Promise.all(docs.map((d) => queries.userStatus(d._id)));
  return docs.flatMap((d, i) =>
    statuses[i]?.deleted
      ? []
      : [
          {
            id: d._id,
            userId: d._id,
            username: d.username,
            fullName: d.fullName,
            avatar: d.avatar,
            isAdmin: d.isAdmin,
            banned: statuses[i]?.banned ?? false,
            timedOutUntil: statuses[i]?.timedOutUntil ?? null,
          },
        ],
  );
}

export async function historyViews(queries: ModerationQueries, docs: HistoryDoc[]): Promise<HistoryView[]> {
  const who = await summariesOf(
    queries,
    docs.flatMap((d) => [d.actorId, d.adminId, d.targetType === 'user' ? d.targetId : null]),
  );
  return docs.map((d) => ({
    id: d._id,
    action: d.action,
    targetType: d.targetType,
    targetId: d.targetId,
    targetUser: d.targetType === 'user' ? who(d.targetId) : null,
    actor: who(d.actorId),
    admin: who(d.adminId),
    reason: d.reason,
    detail: d.detail,
    at: d.at,
  }));
}

/** Accounts with their standing at `now` (a timeout that has ended is no longer one); deleted accounts are left out. */
export async function adminAccountViews(queries: ModerationQueries, docs: UserDoc[], now: Date): Promise<AdminAccountView[]> {
  const statuses = await Promise.all(docs.map((d) => queries.userStatus(d._id)));
  return docs.flatMap((d, i) => {
    const s = statuses[i];
    if (s?.deleted) return [];
    const timedOutUntil = s?.timedOutUntil && s.timedOutUntil > now.toISOString() ? s.timedOutUntil : null;
    const status = s?.banned ? 'banned' : timedOutUntil ? 'timed_out' : 'active';
    return [
      {
        id: d._id,
        username: d.username,
        fullName: d.fullName,
        avatar: d.avatar,
        isAdmin: d.isAdmin,
        status,
        timedOutUntil,
        bannedAt: s?.banned ? (s.bannedAt ?? null) : null,
      },
    ];
  });
}
