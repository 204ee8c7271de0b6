import type { Resolvers } from '../generated/resolvers';
import { throttledSignal } from './throttledSignal';
import { requireAdmin } from './viewer';

/** The Insights tab refetches on each signal; more often than this would only load the server. */
export const INSIGHTS_REFRESH_MS = 2000;

/** The admins' Insights tab: daily figures, and a signal when they change. */
export const insightsResolvers: Resolvers = {
  Query: {
    insights: async (_parent, { days }, context) => {
      await requireAdmin(context);
      return context.services.insights.window(context.request.now, days ?? 30);
    },
  },

  Subscription: {
    insightsChanged: {
      subscribe: async (_parent, _args, context) => {
        await requireAdmin(context);
        const { projections } = context.services;
        return throttledSignal(
          (signal) => projections.onChange((notice) => notice.kind === 'insights' && signal()),
          { insightsChanged: true },
          INSIGHTS_REFRESH_MS,
        );
      },
    },
  },
};
