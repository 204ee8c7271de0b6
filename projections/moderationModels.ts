import type { AppealDecision, AppealStatus, SanctionKind } from '../domain/appeal/decider';
import type { ReportStatus, ReportTargetType } from '../domain/report/decider';

/** Read models of administration and moderation, and the names of their collections. */

/** One per user ever moderated or deleted; `revision` is the user stream's, so a replayed event is skipped. */
export type UserModerationDoc = {
  _id: string;
  banned: boolean;
  banReason: string | null;
  /** When the current ban began (absent in read models built before it was kept). */
  bannedAt?: string | null;
  timedOutUntil: string | null;
  timeoutReason: string | null;
  /** When the latest timeout was imposed. */
  timedOutAt?: string | null;
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
  /** Every status the report had, from `pending` when submitted. */
  statusHistory?: { status: ReportStatus; at: string }[];
  /** The reported content and its snapshot (all null for a report naming only a person). */
  targetType?: ReportTargetType | null;
  targetId?: string | null;
  targetParentId?: string | null;
  contentAuthorId?: string | null;
  contentText?: string | null;
  contentMediaUrl?: string | null;
};

export type AppealDoc = {
  _id: string;
  userId: string;
  sanction: SanctionKind;
  sanctionId: string;
  postId: string | null;
  sanctionReason: string;
  sanctionAt: string;
  text: string;
  status: AppealStatus;
  createdAt: string;
  decision: AppealDecision | null;
  decisionReason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
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
  appeals: 'appeals',
  adminChat: 'adminChat',
  history: 'history',
} as const;

export const userIpKey = (userId: string, ip: string) => `${userId}|${ip}`;
