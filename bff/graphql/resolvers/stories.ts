import type { Resolvers } from '../generated/resolvers';
import { found } from './found';
import { requireViewer } from './viewer';

/** The stories row, publishing a story and marking one seen. */
export const storiesResolvers: Resolvers = {
  Query: {
    stories: async (_parent, _args, context) => context.services.stories.row(await requireViewer(context), context.request.now),
  },

  Mutation: {
    publishStory: async (_parent, { mediaId }, context) => {
      const viewerId = await requireViewer(context);
      const storyId = await context.services.stories.publish(viewerId, { mediaId }, context.request);
      return found(context.services.stories.byId(storyId, viewerId, context.request.now), 'Story');
    },

    markStorySeen: async (_parent, { id }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.stories.markSeen(viewerId, id, context.request);
      return found(context.services.stories.byId(id, viewerId, context.request.now), 'Story');
    },
  },
};
