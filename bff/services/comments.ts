import { randomUUID } from 'node:crypto';
import { forbidden, invalidInput, notFound } from '../../domain/errors';
import type { PostQueries } from '../../projections/queries/postQueries';
import { postDecider, postStream } from '../../domain/post/decider';
import { containsHiddenWord } from '../../domain/hiddenWords/matching';
import type { CommentQueries, HiddenComments } from '../../projections/queries/commentQueries';
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
 * Replies are one level deep: a top comment's replies are a list of their own.
 */
export function commentService(
  execute: CommandBus,
  comments: CommentQueries,
  users: UserQueries,
  posts: PostQueries,
  hiddenWords: HiddenWordsQueries,
  mentions: MentionService,
) {
  /** Whether `viewerId` sees this comment on a post of `postAuthorId`'s (one comment: the live updates). */
  async function shownTo(comment: CommentView, postAuthorId: string, viewerId: string | null): Promise<boolean> {
    if (comment.user.id === viewerId) return true;
    return !containsHiddenWord(comment.content, await hiddenWords.pattern(postAuthorId));
  }

  /** A comment as the viewer may see it: its post too, and past the post author's hidden words; null otherwise. */
  async function shownComment(commentId: string, viewerId: string | null): Promise<CommentView | null> {
    const comment = await comments.byId(commentId, viewerId);
    const post = comment && (await posts.byId(comment.postId, viewerId));
    return comment && post && (await shownTo(comment, post.userId, viewerId)) ? comment : null;
  }

  /** shownComment, or a 404. */
  async function visibleComment(commentId: string, viewerId: string | null): Promise<CommentView> {
    const comment = await shownComment(commentId, viewerId);
    if (!comment) throw notFound('Comment');
    return comment;
  }

  async function hiddenFrom(postAuthorId: string, viewerId: string | null): Promise<HiddenComments | undefined> {
    const pattern = await hiddenWords.pattern(postAuthorId);
    return pattern ? { pattern, exceptAuthor: viewerId } : undefined;
  }

  /** The replies of a comment already shown to the viewer (a reply has none: replies are one level deep). */
  async function repliesOf(comment: CommentView, viewerId: string | null, first: number, after: string | null): Promise<Page<CommentView>> {
    const post = await posts.record(comment.postId);
    return comments.list({ repliesTo: comment.id }, viewerId, first, after, post ? await hiddenFrom(post.userId, viewerId) : undefined);
  }

  return {
    byId: comments.byId,
    shownTo,
    shownComment,
    visibleComment,

    /**
     * A post's comments as `viewerId` (null: signed out) may see them, oldest first: every one,
     * replies included (the REST list), or the top ones only (`only: 'top'`, the threaded view).
     */
    async ofPost(post: { id: string; userId: string }, viewerId: string | null, first: number, after: string | null, only?: 'top'): Promise<Page<CommentView>> {
      return comments.list({ postId: post.id, only }, viewerId, first, after, await hiddenFrom(post.userId, viewerId));
    },

    /** A comment's replies as the viewer may see them, oldest first; 404 for a comment the viewer may not see. */
    async replies(commentId: string, viewerId: string | null, first: number, after: string | null): Promise<Page<CommentView>> {
      return repliesOf(await visibleComment(commentId, viewerId), viewerId, first, after);
    },

    repliesOf,

    /**
     * Refused (403) between the post's author and someone either blocks; a post the visibility
     * policy hides is not found. `parentId`: the comment it replies to, which the viewer must see
     * on this post (else 404 'Comment not found'); a reply to a reply answers its top comment.
     */
    async add(userId: string, postId: string, content: unknown, request: RequestContext, parentId: unknown = null): Promise<string> {
      if (parentId !== null && parentId !== undefined && typeof parentId !== 'string') throw invalidInput('parentId must be the id of a comment', 'parentId');
      const access = await posts.access(postId, userId);
      if (access === 'blocked') throw forbidden(BLOCKED_COMMENT);
      if (access === 'hidden') throw notFound('Post');
      if (typeof parentId === 'string' && (await visibleComment(parentId, userId)).postId !== postId) throw notFound('Comment');
      const text = textField(content, 'content');
      const command = {
        type: 'AddComment' as const,
        postId,
        commentId: randomUUID(),
        userId,
        content: text,
        parentId: typeof parentId === 'string' ? parentId : null,
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
