import { forbidden, notFound } from '../../domain/errors';
import { commentLikeDecider, commentLikeStream } from '../../domain/commentLike/decider';
import type { CommentQueries } from '../../projections/queries/commentQueries';
import type { PostQueries } from '../../projections/queries/postQueries';
import type { RelationQueries } from '../../projections/visibility/relations';
import type { CommandBus } from './commandBus';
import type { CommentService } from './comments';
import { commandContext, type RequestContext } from './requestContext';

export const BLOCKED_COMMENT_LIKE = 'You cannot like this comment.';

/** Likes of comments: one small stream per (comment, person); a call toggles it. */
export function commentLikeService(
  execute: CommandBus,
  comments: CommentQueries,
  commentViews: CommentService,
  posts: PostQueries,
  relations: RelationQueries,
) {
  return {
    /**
     * Likes the comment, or takes the like back; answers whether the person now likes it. Refused
     * (403) when the person and the comment's or the post's author block each other; a comment
     * the person may not see (its post hidden from them, its author banned, one of the post
     * author's hidden words) is not found.
     */
    async toggle(userId: string, commentId: string, request: RequestContext): Promise<boolean> {
      const comment = await comments.record(commentId);
      if (!comment) throw notFound('Comment');
      const access = await posts.access(comment.postId, userId);
      if (access === 'hidden') throw notFound('Comment');
      if (access === 'blocked' || (await relations.isBlockedEitherWay(userId, comment.userId))) throw forbidden(BLOCKED_COMMENT_LIKE);
      await commentViews.visibleComment(commentId, userId);
      const command = { type: 'ToggleCommentLike' as const, postId: comment.postId, commentId, userId, at: request.now.toISOString() };
      const { state } = await execute(commentLikeStream(commentId, userId), commentLikeDecider, command, commandContext(request));
      return state.liked;
    },
  };
}

export type CommentLikeService = ReturnType<typeof commentLikeService>;
