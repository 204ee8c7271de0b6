import { moderationCollections as names, type ReportDoc } from '../moderationModels';
import type { ReadStore } from '../readStore';
import { type ModerationQueries, moderationQueries } from './moderationQueries';
import { summariesOf, type UserSummary } from './moderationViews';

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
};

const REPORTS_MAX = 500;

/** Reports as the admins' Reports tab shows them, newest first, each naming its reporter and reported person. */
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
  };
}

async function reportViews(queries: ModerationQueries, docs: ReportDoc[]): Promise<ReportView[]> {
  const who = await summariesOf(
    queries,
    docs.flatMap((d) => [d.userId, d.reportedUserId]),
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
  }));
}

export type ReportQueries = ReturnType<typeof reportQueries>;
