import type { Resolvers } from '../generated/resolvers';
import { found } from './found';
import { requireViewer } from './viewer';

/** Liking a comment and taking the like back; a comment's likes count and the viewer's like come with the comment. */
export const commentLikesResolvers: Resolvers = {
  Mutation: {
    toggleCommentLike: async (_parent, { commentId }, context) => {
      const viewerId = await requireViewer(context);
      const liked = await context.services.commentLikes.toggle(viewerId, commentId, context.request);
      return { liked, comment: await found(context.services.comments.byId(commentId, viewerId), 'Comment') };
    },
  },
};
