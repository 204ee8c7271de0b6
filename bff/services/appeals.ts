import { createHash } from 'node:crypto';
import { DomainError } from '../../domain/decider';
import { appealDecider, appealStream, APPEAL_DECISIONS, type AppealDecision, type Sanction } from '../../domain/appeal/decider';
import { invalidInput, notFound } from '../../domain/errors';
import type { AppealQueries, AppealView } from '../../projections/queries/appealQueries';
import type { ModerationQueries } from '../../projections/queries/moderationQueries';
import type { PostDoc } from '../../projections/readModels';
import { textField } from '../textField';
import type { AccountService } from './accounts';
import type { CommandBus } from './commandBus';
import type { ModerationService } from './moderation';
import type { PostService } from './posts';
import { commandContext, type RequestContext } from './requestContext';

/** What the banned screen tells a banned person: why, since when, and where their appeal stands. */
export type BanNotice = { reason: string; bannedAt: string | null; appeal: AppealView | null };

/** An appeal's id, derived from its sanction's: a second appeal on one sanction lands on the first one's stream. */
export function appealIdOf(sanctionId: string): string {
  const hex = createHash('sha256').update(`appeal\u0000${sanctionId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const NOTHING_TO_APPEAL = 'You have no ban or timeout to appeal.';

/**
 * Appeals: a person timed out, banned, or whose post was banned asks once per sanction for a
 * second look; an administrator upholds or overturns it, and overturning lifts the sanction (as
 * the events that lift it by hand, naming the appeal).
 */
export function appealService(deps: {
  execute: CommandBus;
  appeals: AppealQueries;
  moderation: ModerationQueries;
  postRecord: (postId: string) => Promise<Pick<PostDoc, 'userId' | 'createdAt' | 'banned' | 'bannedAt' | 'banReason'> | null>;
  accounts: AccountService;
  moderationService: ModerationService;
  posts: PostService;
}) {
  const { execute, appeals, moderation } = deps;

  /** The sanction `userId` may appeal now: their post's ban when `postId` is given, else their ban or running timeout. */
  async function sanctionOf(userId: string, postId: string, now: Date): Promise<Sanction> {
    if (postId) {
      const post = await deps.postRecord(postId);
      if (!post || post.userId !== userId) throw notFound('Post');
      if (!post.banned) throw new DomainError('conflict', 'This post is not banned.');
      const at = post.bannedAt ?? post.createdAt;
      return { kind: 'post_ban', id: `post_ban:${postId}:${at}`, postId, reason: post.banReason ?? '', at };
    }
    const status = await moderation.userStatus(userId);
    if (status?.banned) {
      const at = status.bannedAt ?? 'before';
      return { kind: 'ban', id: `ban:${userId}:${at}`, postId: null, reason: status.banReason ?? '', at: status.bannedAt ?? '' };
    }
    if (status?.timedOutUntil && status.timedOutUntil > now.toISOString()) {
      const at = status.timedOutAt ?? status.timedOutUntil;
      return { kind: 'timeout', id: `timeout:${userId}:${at}`, postId: null, reason: status.timeoutReason ?? '', at };
    }
    throw new DomainError('conflict', NOTHING_TO_APPEAL);
  }

  async function file(userId: string, input: { text: unknown; postId?: unknown }, request: RequestContext): Promise<AppealView> {
    const text = textField(input.text, 'text');
    const sanction = await sanctionOf(userId, textField(input.postId, 'postId'), request.now);
    const appealId = appealIdOf(sanction.id);
    const command = { type: 'FileAppeal' as const, appealId, userId, sanction, text, at: request.now.toISOString() };
    await execute(appealStream(appealId), appealDecider, command, commandContext({ ...request, viewerId: userId }));
    return (await appeals.bySanction(sanction.id))!;
  }

  return {
    file,

    /** A banned person, who cannot sign in, appeals their ban with their username and password. */
    async fileWithPassword(input: { username: unknown; password: unknown; text: unknown }, request: RequestContext): Promise<AppealView> {
      const userId = await deps.accounts.checkCredentials({ username: input.username, password: input.password }, request.clientIp);
      return file(userId, { text: input.text }, request);
    },

    mine: appeals.mine,
    /** The person's own banned posts, which they alone (and admins) still see, to appeal. */
    bannedPostsOf: (userId: string) => deps.posts.bannedPosts(userId, userId),
    list: appeals.list,
    byId: appeals.byId,

    /** Why `userId` is banned and where their appeal stands; null when they are not banned. */
    async banNotice(userId: string): Promise<BanNotice | null> {
      const status = await moderation.userStatus(userId);
      if (!status?.banned) return null;
      const appeal = await appeals.bySanction(`ban:${userId}:${status.bannedAt ?? 'before'}`);
      return { reason: status.banReason ?? '', bannedAt: status.bannedAt ?? null, appeal };
    },

    async decide(adminId: string, appealId: string, input: { decision: unknown; reason: unknown }, request: RequestContext): Promise<void> {
      const decision = input.decision as AppealDecision;
      if (!APPEAL_DECISIONS.includes(decision)) throw invalidInput('Decision must be upheld or overturned.', 'decision');
      const reason = textField(input.reason, 'reason');
      const appeal = await appeals.byId(appealId);
      if (!appeal) throw notFound('Appeal');
      const command = { type: 'DecideAppeal' as const, appealId, decision, reason, by: adminId, at: request.now.toISOString() };
      await execute(appealStream(appealId), appealDecider, command, commandContext(request, 'decide'));
      if (decision !== 'overturned') return;
      // Lifted as by hand, naming the appeal; a sanction already lifted (or a timeout already over) stays so.
      const lifted = async (lift: () => Promise<void>) => {
        try {
          await lift();
        } catch (error) {
          if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
        }
      };
      const liftReason = `Appeal overturned: ${reason}`.slice(0, 500);
      if (appeal.sanction === 'post_ban' && appeal.postId) {
        const postId = appeal.postId;
        await lifted(() => deps.posts.unban(adminId, postId, { ...request, idempotencyKey: null }));
      } else {
        const action = appeal.sanction === 'ban' ? 'unban' : 'lift-timeout';
        await lifted(() => deps.moderationService.lift(adminId, appeal.user.id, { action, reason: liftReason, appealId }, request));
      }
    },
  };
}

export type AppealService = ReturnType<typeof appealService>;
