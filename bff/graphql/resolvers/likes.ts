import type { Resolvers } from '../generated/resolvers';
import { connection } from './connection';
import { found } from './found';
import { requireViewer } from './viewer';

/** Liking a post and taking the like back, and who likes it; a post's likes count and the viewer's like come with the post. */
export const likesResolvers: Resolvers = {
  Post: {
    likers: async (post, { first, after }, { services, request }) =>
      connection(await services.likes.likers(request.viewerId ?? null, post.id, first ?? 20, after ?? null)),
  },

  Mutation: {
    toggleLike: async (_parent, { postId }, context) => {
      const viewerId = await requireViewer(context);
      const liked = await context.services.likes.toggle(viewerId, postId, context.request);
      return { liked, post: await found(context.services.posts.byId(postId, viewerId), 'Post') };
    },
  },
};
