import { randomUUID } from 'node:crypto';
import { forbidden, notFound } from '../../domain/errors';
import type { PostQueries } from '../../projections/queries/postQueries';
import { postDecider, postStream } from '../../domain/post/decider';
import { containsHiddenWord } from '../../domain/hiddenWords/matching';
import type { CommentQueries } from '../../projections/queries/commentQueries';
import type { HiddenWordsQueries } from '../../projections/queries/hiddenWordsQueries';
import type { CommentView, Page } from '../../projections/queries/types';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { CommandBus } from './commandBus';
import type { MentionService } from './mentions';
import { actorOf } from './actorOf';
import { commandContext, type RequestContext } from './requestContext';
import { textField } from '../textField';

export const BLOCKED_COMMENT = 'You cannot comment on this post.';

/**
 * Comments live in their post's stream, so a deleted post takes no new ones. A comment that holds
 * one of the post author's hidden words is shown to its own author only (as Instagram does).
 */
export function commentService(
  execute: CommandBus,
  comments: CommentQueries,
  users: UserQueries,
  posts: PostQueries,
  hiddenWords: HiddenWordsQueries,
  mentions: MentionService,
) {
  return {
    byId: comments.byId,

    /** A post's comments as `viewerId` (null: signed out) may see them, oldest first. */
    async ofPost(post: { id: string; userId: string }, viewerId: string | null, first: number, after: string | null): Promise<Page<CommentView>> {
      const pattern = await hiddenWords.pattern(post.userId);
      return comments.ofPost(post.id, viewerId, first, after, pattern ? { pattern, exceptAuthor: viewerId } : undefined);
    },

    /** Whether `viewerId` sees this comment on a post of `postAuthorId`'s (one comment: the live updates). */
    async shownTo(comment: CommentView, postAuthorId: string, viewerId: string | null): Promise<boolean> {
      if (comment.user.id === viewerId) return true;
      return !containsHiddenWord(comment.content, await hiddenWords.pattern(postAuthorId));
    },

    /**
     * Refused (403) between the post's author and someone either blocks; a post the visibility
     * policy hides is not found. `parentId`: the comment it replies to.
     */
    async add(userId: string, postId: string, content: unknown, request: RequestContext, parentId: string | null = null): Promise<string> {
      const access = await posts.access(postId, userId);
      if (access === 'blocked') throw forbidden(BLOCKED_COMMENT);
      if (access === 'hidden') throw notFound('Post');
      const text = textField(content, 'content');
      const command = {
        type: 'AddComment' as const,
        postId,
        commentId: randomUUID(),
        userId,
        content: text,
        parentId,
        mentions: await mentions.resolve(userId, text),
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
