import type { ReportStatus } from '../domain/report/decider';

/** Read models of administration and moderation, and the names of their collections. */

/** One per user ever moderated or deleted; `revision` is the user stream's, so a replayed event is skipped. */
export type UserModerationDoc = {
  _id: string;
  banned: boolean;
  banReason: string | null;
  timedOutUntil: string | null;
  timeoutReason: string | null;
  deleted: boolean;
  revision: number;
};

/** An address a user's commands came from (from each event's metadata). */
export type UserIpDoc = { _id: string; userId: string; ip: string; firstSeen: string };

export type BannedIpDoc = { _id: string; ip: string; banned: boolean; reason: string; by: string; at: string; revision: number };

export type ReportDoc = {
  _id: string;
  userId: string;
  reportedUserId: string | null;
  text: string;
  imageUrl: string | null;
  status: ReportStatus;
  createdAt: string;
  updatedAt: string;
  revision: number;
};

export type AdminChatMessageDoc = { _id: string; userId: string; content: string; at: string; position: number };

export type TargetType = 'user' | 'post' | 'report' | 'ip';

/**
 * One entry of a user's, post's, report's or address's history, keyed by the event's id so that a
 * replay writes nothing twice. `adminId` is set for administrators' actions: those make the audit
 * log. Entries are only ever inserted.
 */
export type HistoryDoc = {
  _id: string;
  position: number;
  targetType: TargetType;
  targetId: string;
  action: string;
  /** Who did it: the acting admin for moderation, the author or reporter otherwise. */
  actorId: string | null;
  adminId: string | null;
  reason: string | null;
  detail: string | null;
  at: string;
};

export const moderationCollections = {
  userModeration: 'userModeration',
  userIps: 'userIps',
  bannedIps: 'bannedIps',
  reports: 'reports',
  adminChat: 'adminChat',
  history: 'history',
} as const;

export const userIpKey = (userId: string, ip: string) => `${userId}|${ip}`;
