import type { ReportTargetType } from '../../domain/report/decider';
import { moderationCollections as names, type ReportDoc } from '../moderationModels';
import type { ReadStore } from '../readStore';
import { type ModerationQueries, moderationQueries } from './moderationQueries';
import { summariesOf, type UserSummary } from './moderationViews';

type StatusChange = { status: 'pending' | 'reviewed' | 'resolved'; at: string };

/** The reported content as administrators see it: the snapshot taken when it was reported, whatever became of it since. */
export type ReportedContentView = {
  type: ReportTargetType;
  id: string;
  /** The post a comment is under, the conversation a message is in. */
  parentId: string | null;
  author: UserSummary | null;
  text: string | null;
  mediaUrl: string | null;
};

export type ReportView = {
  id: string;
  userId: string;
  reporter: UserSummary;
  reportedUserId: string | null;
  reportedUser: UserSummary | null;
  content: string;
  imageUrl: string | null;
  status: 'pending' | 'reviewed' | 'resolved';
  createdAt: string;
  statusHistory: StatusChange[];
  target: ReportedContentView | null;
};

/** What a report named, as its reporter's list shows it: no snapshot (they saw the content), the person it is about. */
export type MyReportTarget = { type: ReportTargetType | 'user'; id: string; parentId: string | null; username: string | null };

export type MyReportView = {
  id: string;
  status: 'pending' | 'reviewed' | 'resolved';
  createdAt: string;
  statusHistory: StatusChange[];
  target: MyReportTarget | null;
};

const REPORTS_MAX = 500;

/** Reports as the admins' Reports tab shows them, newest first, each naming its reporter and reported person; and each person's own. */
export function reportQueries(store: ReadStore) {
  const reports = store.collection<ReportDoc>(names.reports);
  const moderation = moderationQueries(store);
  return {
    async list(): Promise<ReportView[]> {
      return reportViews(moderation, await reports.find({}, { sort: { createdAt: -1 }, limit: REPORTS_MAX }));
    },
    async byId(reportId: string): Promise<ReportView | null> {
      const doc = await reports.findOne({ _id: reportId });
      return doc && (await reportViews(moderation, [doc]))[0];
    },
    /** The reports `userId` made, newest first. */
    async mine(userId: string): Promise<MyReportView[]> {
      const docs = await reports.find({ userId }, { sort: { createdAt: -1 }, limit: REPORTS_MAX });
      const who = await summariesOf(
        moderation,
        docs.map((d) => d.reportedUserId ?? d.contentAuthorId ?? null),
      );
      return docs.map((d) => ({ id: d._id, status: d.status, createdAt: d.createdAt, statusHistory: historyOf(d), target: myTargetOf(d, who) }));
    },
  };
}

const historyOf = (d: ReportDoc): StatusChange[] => d.statusHistory ?? [{ status: d.status, at: d.updatedAt }];

function myTargetOf(d: ReportDoc, who: (id: string | null) => UserSummary | null): MyReportTarget | null {
  const person = who(d.reportedUserId ?? d.contentAuthorId ?? null);
  if (d.targetType && d.targetId) return { type: d.targetType, id: d.targetId, parentId: d.targetParentId ?? null, username: person?.username ?? null };
  if (d.reportedUserId) return { type: 'user', id: d.reportedUserId, parentId: null, username: person?.username ?? null };
  return null;
}

async function reportViews(queries: ModerationQueries, docs: ReportDoc[]): Promise<ReportView[]> {
  const who = await summariesOf(
    queries,
    docs.flatMap((d) => [d.userId, d.reportedUserId, d.contentAuthorId ?? null]),
  );
  return docs.map((d) => ({
    id: d._id,
    userId: d.userId,
    reporter: who(d.userId)!,
    reportedUserId: d.reportedUserId,
    reportedUser: who(d.reportedUserId),
    content: d.text,
    imageUrl: d.imageUrl,
    status: d.status,
    createdAt: d.createdAt,
    statusHistory: historyOf(d),
    target:
      d.targetType && d.targetId
        ? {
            type: d.targetType,
            id: d.targetId,
            parentId: d.targetParentId ?? null,
            author: who(d.contentAuthorId ?? null),
            text: d.contentText ?? null,
            mediaUrl: d.contentMediaUrl ?? null,
          }
        : null,
  }));
}

export type ReportQueries = ReturnType<typeof reportQueries>;
