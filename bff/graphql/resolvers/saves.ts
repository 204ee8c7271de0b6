import type { Resolvers } from '../generated/resolvers';
import { connection } from './connection';
import { found } from './found';
import { requireViewer } from './viewer';

/** Bookmarking a post, and the viewer's saved posts. */
export const savesResolvers: Resolvers = {
  Query: {
    savedPosts: async (_parent, { first, after }, context) => {
      const viewerId = await requireViewer(context);
      return connection(await context.services.saves.saved(viewerId, first ?? 9, after ?? null));
    },
  },

  Mutation: {
    toggleSave: async (_parent, { postId }, context) => {
      const viewerId = await requireViewer(context);
      const saved = await context.services.saves.toggle(viewerId, postId, context.request);
      return { saved, post: await found(context.services.posts.byId(postId, viewerId), 'Post') };
    },
  },
};
