import type { ChangeNotice } from '../../../projections/projector';
import type { Resolvers } from '../generated/resolvers';
import { connection } from './connection';
import { found } from './found';
import { noticeStream } from './noticeStream';
import { requireViewer } from './viewer';

type CommentNotice = Extract<ChangeNotice, { kind: 'comment' }>;

/** A post's comments and their replies, adding and deleting one, and the comments' live changes (counts included). */
export const commentsResolvers: Resolvers = {
  Post: {
    comments: async (post, { first, after }, { services, request }) =>
      connection(await services.comments.ofPost(post, request.viewerId ?? null, first ?? 20, after ?? null, 'top')),
  },

  Comment: {
    post: (comment, _args, { services, request }) => found(services.posts.byId(comment.postId, request.viewerId), 'Post'),
    replies: async (comment, { first, after }, { services, request }) =>
      connection(await services.comments.repliesOf(comment, request.viewerId ?? null, first ?? 20, after ?? null)),
  },

  Query: {
    comments: async (_parent, { postId, first, after }, { services, request }) => {
      const post = await found(services.posts.byId(postId, request.viewerId), 'Post');
      return connection(await services.comments.ofPost(post, request.viewerId ?? null, first ?? 20, after ?? null, 'top'));
    },
    comment: (_parent, { id }, { services, request }) => services.comments.shownComment(id, request.viewerId ?? null),
  },

  Mutation: {
    addComment: async (_parent, { postId, content, parentId }, context) => {
      const viewerId = await requireViewer(context);
      const commentId = await context.services.comments.add(viewerId, postId, content, context.request, parentId ?? null);
      return found(context.services.comments.byId(commentId, viewerId), 'Comment');
    },

    deleteComment: async (_parent, { id }, context) => {
      const viewerId = await requireViewer(context);
      const postId = await context.services.comments.delete(viewerId, id, context.request);
      return found(context.services.posts.byId(postId, viewerId), 'Post');
    },
  },

  Subscription: {
    commentsChanged: {
      subscribe: async (_parent, { postId }, context) => {
        const viewerId = await requireViewer(context);
        // A post the visibility policy hides from the viewer has no comments to watch.
        const post = await found(context.services.posts.byId(postId, viewerId), 'Post');
        return noticeStream(
          context,
          (notice): notice is CommentNotice => notice.kind === 'comment' && notice.postId === postId,
          async (notice) => {
            if (notice.change === 'removed') return { commentsChanged: { removedId: notice.id } };
            const comment = await context.services.comments.byId(notice.id, viewerId);
            if (!comment || !(await context.services.comments.shownTo(comment, post.userId, viewerId))) return null;
            return { commentsChanged: notice.change === 'added' ? { added: comment } : { updated: comment } };
          },
        );
      },
    },
  },
};
