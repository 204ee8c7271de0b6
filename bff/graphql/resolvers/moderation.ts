import { adminUserViews, bannedIpView, historyViews, reportViews } from '../../../projections/queries/moderationViews';
import { HttpError } from '../../errors';
import type { GraphQLContext } from '../context';
import type { MutationResolvers, QueryResolvers, ReportResolvers } from '../generated/resolvers';
import { requireAdmin, requireViewer } from './viewer';

async function reportById({ services }: GraphQLContext, reportId: string) {
  const doc = await services.moderationReads.report(reportId);
  if (!doc) throw new HttpError(404, 'Report not found');
  return (await reportViews(services.moderationReads, [doc]))[0];
}

export const ModerationQuery: QueryResolvers = {
  adminUsers: async (_parent, _args, context) => {
    await requireAdmin(context);
    const reads = context.services.moderationReads;
    return adminUserViews(reads, await reads.allUserDocs(500));
  },
  reports: async (_parent, _args, context) => {
    await requireAdmin(context);
    const reads = context.services.moderationReads;
    return reportViews(reads, await reads.reports());
  },
  bannedIps: async (_parent, _args, context) => {
    await requireAdmin(context);
    return (await context.services.moderationReads.bannedIps()).map(bannedIpView);
  },
  auditLog: async (_parent, args, context) => {
    await requireAdmin(context);
    const reads = context.services.moderationReads;
    return historyViews(reads, await reads.audit(args));
  },
  timeline: async (_parent, { targetId }, context) => {
    await requireAdmin(context);
    const reads = context.services.moderationReads;
    return historyViews(reads, await reads.timeline(targetId));
  },
};

export const ModerationMutation: MutationResolvers = {
  submitReport: async (_parent, { input }, context) => {
    const viewerId = await requireViewer(context);
    const { services } = context;
    const reportId = await services.moderation.submitReport(
      viewerId,
      { text: input.text, image: input.mediaId ? { mediaId: input.mediaId } : null, reportedUserId: input.reportedUserId },
      context.request,
    );
    return reportById(context, reportId);
  },
  setReportStatus: async (_parent, { reportId, status }, context) => {
    const adminId = await requireAdmin(context);
    await context.services.moderation.setReportStatus(adminId, reportId, status, context.request);
    return reportById(context, reportId);
  },
  moderateUser: async (_parent, { input }, context) => {
    const adminId = await requireAdmin(context);
    const { services } = context;
    await services.moderation.moderateUser(adminId, input.userId, input, context.request);
    const [view] = await adminUserViews(services.moderationReads, await services.moderationReads.usersByIds([input.userId]));
    if (!view) throw new HttpError(404, 'User not found');
    return view;
  },
  unbanIp: async (_parent, { ip }, context) => {
    const adminId = await requireAdmin(context);
    await context.services.moderation.unbanIp(adminId, ip, context.request);
    return true;
  },
};

export const Report: ReportResolvers = {
  shortId: (report) => report.id.slice(-8),
};
