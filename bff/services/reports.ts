import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain/decider';
import { invalidInput, notFound } from '../../domain/errors';
import { REPORT_STATUSES, reportDecider, reportStream, type ReportStatus, type ReportTarget } from '../../domain/report/decider';
import type { ReportQueries } from '../../projections/queries/reportQueries';
import type { UserQueries } from '../../projections/queries/userQueries';
import { textField } from '../textField';
import type { CommandBus } from './commandBus';
import type { MediaRef, MediaService } from './media';
import { commandContext, type RequestContext } from './requestContext';

/**
 * `image`: a screenshot the reporter uploaded (media.use), or none. `postId`, `commentId`,
 * `messageId`, `storyId`: the content reported, if any (a comment may come with its post's id).
 */
export type NewReport = {
  text: unknown;
  image: MediaRef | null;
  reportedUserId: unknown;
  postId?: unknown;
  commentId?: unknown;
  messageId?: unknown;
  storyId?: unknown;
};

/** The content a report may name, each as the reporter may see it now (null when they may not, or it is gone). */
export type ReportableContent = {
  post(postId: string, viewerId: string): Promise<{ userId: string; caption: string; mediaUrl: string } | null>;
  comment(commentId: string, viewerId: string): Promise<{ postId: string; userId: string; content: string } | null>;
  /** A message of a conversation the viewer is in. */
  message(messageId: string, viewerId: string): Promise<{ conversationId: string; senderId: string; content: string } | null>;
  story(storyId: string, viewerId: string, now: Date): Promise<{ userId: string; mediaUrl: string } | null>;
};

const ONE_THING = 'Report one thing at a time: a post, a comment, a message or a story.';

/**
 * Reports: anyone signed in submits one, about a person or a piece of content (kept as it was
 * when reported), and follows its status; an administrator moves it through its statuses.
 * Callers have checked that the acting user is an administrator (adminAccess) where one is needed.
 */
export function reportService(execute: CommandBus, reports: ReportQueries, users: UserQueries, media: MediaService, content: ReportableContent) {
  async function targetOf(userId: string, input: Omit<NewReport, 'image' | 'text'>, now: Date): Promise<ReportTarget | null> {
    const postId = textField(input.postId, 'postId');
    const commentId = textField(input.commentId, 'commentId');
    const messageId = textField(input.messageId, 'messageId');
    const storyId = textField(input.storyId, 'storyId');
    if ([commentId, messageId, storyId].filter(Boolean).length > 1 || (postId && (messageId || storyId))) throw invalidInput(ONE_THING);
    if (commentId) {
      const comment = await content.comment(commentId, userId);
      if (!comment || (postId && comment.postId !== postId)) throw notFound('Comment');
      return { type: 'comment', id: commentId, parentId: comment.postId, authorId: comment.userId, text: comment.content, mediaUrl: null };
    }
    if (postId) {
      const post = await content.post(postId, userId);
      if (!post) throw notFound('Post');
      return { type: 'post', id: postId, parentId: null, authorId: post.userId, text: post.caption, mediaUrl: post.mediaUrl };
    }
    if (messageId) {
      const message = await content.message(messageId, userId);
      if (!message) throw notFound('Message');
      return { type: 'message', id: messageId, parentId: message.conversationId, authorId: message.senderId, text: message.content, mediaUrl: null };
    }
    if (storyId) {
      const story = await content.story(storyId, userId, now);
      if (!story) throw notFound('Story');
      return { type: 'story', id: storyId, parentId: null, authorId: story.userId, text: null, mediaUrl: story.mediaUrl };
    }
    return null;
  }

  async function reportCommand(userId: string, input: Omit<NewReport, 'image'>, imageUrl: string | null, now: Date, reportId = randomUUID()) {
    const named = textField(input.reportedUserId, 'reportedUserId') || null;
    const text = textField(input.text, 'text');
    if (named && !(await users.byId(named))) throw new DomainError('not_found', 'The reported user was not found.');
    const target = await targetOf(userId, input, now);
    // The content's author is the one reported, unless the reporter names someone else, or it is their own.
    const reportedUserId = named ?? (target && target.authorId !== userId ? target.authorId : null);
    return { type: 'SubmitReport' as const, reportId, userId, reportedUserId, text, imageUrl, target, at: now.toISOString() };
  }

  return {
    /** Every report, newest first (for administrators). */
    list: reports.list,
    byId: reports.byId,
    /** The reports a person made, newest first, each with its statuses so far. */
    mine: reports.mine,

    async submit(userId: string, input: NewReport, request: RequestContext): Promise<string> {
      const reportId = randomUUID();
      const submit = async (imageUrl: string | null) => {
        await execute(reportStream(reportId), reportDecider, await reportCommand(userId, input, imageUrl, request.now, reportId), commandContext(request));
        return reportId;
      };
      if (!input.image) return submit(null);
      const use = { usedAs: 'report' as const, targetId: reportId, command: 'SubmitReport', photosOnly: 'Please choose an image file.' };
      return media.use(userId, input.image, use, request, (file) => submit(file.url));
    },

    /** Refuses a report that would be refused (text, reported user, content), before its screenshot is stored. */
    async check(userId: string, input: Omit<NewReport, 'image'>, request: RequestContext): Promise<void> {
      reportDecider.decide(await reportCommand(userId, input, null, request.now), reportDecider.initialState());
    },

    async setStatus(adminId: string, reportId: string, status: unknown, request: RequestContext): Promise<void> {
      if (!REPORT_STATUSES.includes(status as ReportStatus)) throw invalidInput('Status must be pending, reviewed or resolved.');
      const command = { type: 'ChangeReportStatus' as const, reportId, status: status as ReportStatus, by: adminId, at: request.now.toISOString() };
      await execute(reportStream(reportId), reportDecider, command, commandContext(request));
    },
  };
}

export type ReportService = ReturnType<typeof reportService>;
