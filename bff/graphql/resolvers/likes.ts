import type { Resolvers } from '../generated/resolvers';
import { found } from './found';
import { requireViewer } from './viewer';

/** Liking a post and taking the like back; a post's likes count and the viewer's like come with the post. */
export const likesResolvers: Resolvers = {
  Mutation: {
    toggleLike: async (_parent, { postId }, context) => {
      const viewerId = await requireViewer(context);
      const liked = await context.services.likes.toggle(viewerId, postId, context.request);
      return { liked, post: await found(context.services.posts.byId(postId, viewerId), 'Post') };
    },
  },
};
