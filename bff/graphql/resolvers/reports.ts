import type { Resolvers } from '../generated/resolvers';
import { found } from './found';
import { requireAdmin, requireViewer } from './viewer';

/** Reporting a problem, and the admins' list of reports and their statuses. */
export const reportsResolvers: Resolvers = {
  Query: {
    reports: async (_parent, _args, context) => {
      await requireAdmin(context);
      return context.services.reports.list();
    },
    myReports: async (_parent, _args, context) => context.services.reports.mine(await requireViewer(context)),
  },

  Mutation: {
    submitReport: async (_parent, { input }, context) => {
      const viewerId = await requireViewer(context);
      const { services } = context;
      const reportId = await services.reports.submit(
        viewerId,
        {
          text: input.text,
          image: input.mediaId ? { mediaId: input.mediaId } : null,
          reportedUserId: input.reportedUserId,
          postId: input.postId,
          commentId: input.commentId,
          messageId: input.messageId,
          storyId: input.storyId,
        },
        context.request,
      );
      return found(services.reports.byId(reportId), 'Report');
    },

    setReportStatus: async (_parent, { reportId, status }, context) => {
      const adminId = await requireAdmin(context);
      await context.services.reports.setStatus(adminId, reportId, status, context.request);
      return found(context.services.reports.byId(reportId), 'Report');
    },
  },

  Report: {
    shortId: (report) => report.id.slice(-8),
  },
};
