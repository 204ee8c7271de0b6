import { randomUUID } from 'node:crypto';
import { forbidden, notFound } from '../../domain/errors';
import type { PostQueries } from '../../projections/queries/postQueries';
import { postDecider, postStream } from '../../domain/post/decider';
import type { CommentQueries } from '../../projections/queries/commentQueries';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { CommandBus } from './commandBus';
import { actorOf } from './actorOf';
import { commandContext, type RequestContext } from './requestContext';
import { textField } from '../textField';

/** Comments live in their post's stream, so a deleted post takes no new ones. */
export const BLOCKED_COMMENT = 'You cannot comment on this post.';

export function commentService(execute: CommandBus, comments: CommentQueries, users: UserQueries, posts: PostQueries) {
  return {
    byId: comments.byId,
    /** A post's comments, oldest first. */
    ofPost: comments.ofPost,

    /** Refused (403) between the post's author and someone either blocks; a post the visibility policy hides is not found. */
    async add(userId: string, postId: string, content: unknown, request: RequestContext): Promise<string> {
      const access = await posts.access(postId, userId);
      if (access === 'blocked') throw forbidden(BLOCKED_COMMENT);
      if (access === 'hidden') throw notFound('Post');
      const command = {
        type: 'AddComment' as const,
        postId,
        commentId: randomUUID(),
        userId,
        content: textField(content, 'content'),
        at: request.now.toISOString(),
      };
      const { events } = await execute(postStream(postId), postDecider, command, commandContext(request));
      // A request retried with its Idempotency-Key answers the comment it added the first time.
      const added = events.find((event) => event.type === 'CommentAdded');
      if (!added) throw notFound('Post');
      return added.data.commentId;
    },

    /** Answers the id of the post the comment was on. */
    async delete(viewerId: string, commentId: string, request: RequestContext): Promise<string> {
      const comment = await comments.record(commentId);
      if (!comment) throw notFound('Comment');
      const command = { type: 'DeleteComment' as const, postId: comment.postId, commentId, ...(await actorOf(users, viewerId)), at: request.now.toISOString() };
      await execute(postStream(comment.postId), postDecider, command, commandContext(request));
      return comment.postId;
    },
  };
}

export type CommentService = ReturnType<typeof commentService>;
