import { randomUUID, timingSafeEqual } from 'node:crypto';
import { ADMIN_CHAT_STREAM, adminChatDecider } from '../../domain/adminChat/decider';
import { DomainError } from '../../domain/decider';
import { forbidden, invalidInput, notFound } from '../../domain/errors';
import { DEFAULT_TIMEOUT, isTimeoutDuration } from '../../domain/moderation/durations';
import { ipBanDecider, ipStream } from '../../domain/moderation/ipBan';
import { BAN_REASON_DEFAULT, userModerationDecider } from '../../domain/moderation/userModeration';
import { REPORT_STATUSES, reportDecider, reportStream, type ReportStatus } from '../../domain/report/decider';
import { userStream } from '../../domain/user/decider';
import type { ModerationQueries } from '../../projections/queries/moderationQueries';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { CommandBus } from './commandBus';
import type { MediaRef, MediaUploadService } from './mediaUploads';
import type { ModerationGate } from './moderationGate';
import { commandContext, type RequestContext } from './requestContext';
import { textField } from '../textField';

export type ModerationAction = 'ban' | 'timeout';
/** `image`: a screenshot the reporter uploaded (mediaUploads.use), or none. */
export type NewReport = { text: unknown; image: MediaRef | null; reportedUserId: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Bans, timeouts, IP bans, reports and the admin chat. Callers have checked that the acting user
 * is an administrator (adminAccess) where one is needed; `adminId` is that verified user.
 */
export function moderationService(deps: {
  execute: CommandBus;
  queries: ModerationQueries;
  users: UserQueries;
  gate: ModerationGate;
  adminCode: string;
  uploads: MediaUploadService;
}) {
  const { execute, queries, users, gate, uploads } = deps;

  async function banAddressesOf(adminId: string, userId: string, username: string, request: RequestContext) {
    // An address an administrator also used is shared (a school, an office, this very machine):
    // banning it would lock the moderators out, so it stays open.
    const ips = await queries.ipsOfUser(userId);
    const sharers = await queries.usersOfIps(ips);
    const sharingUsers = [...(await users.usersByIds(sharers.map((s) => s.userId))).values()];
    const admins = new Set(sharingUsers.filter((u) => u.isAdmin).map((u) => u.id));
    const adminIps = new Set(sharers.filter((s) => admins.has(s.userId)).map((s) => s.ip));
    for (const ip of ips.filter((a) => !adminIps.has(a))) {
      const command = { type: 'BanIp' as const, ip, reason: `Used by banned user ${username}`, by: adminId, at: request.now.toISOString() };
      await execute(ipStream(ip), ipBanDecider, command, commandContext(request, `ban-ip-${ip}`));
      await gate.refreshIp(ip);
    }
  }

  async function reportCommand(userId: string, input: Omit<NewReport, 'image'>, imageUrl: string | null, now: Date, reportId = randomUUID()) {
    const reportedUserId = textField(input.reportedUserId, 'reportedUserId') || null;
    if (reportedUserId && !(await users.byId(reportedUserId))) throw new DomainError('not_found', 'The reported user was not found.');
    return { type: 'SubmitReport' as const, reportId, userId, reportedUserId, text: textField(input.text, 'text'), imageUrl, at: now.toISOString() };
  }

  return {
    async moderateUser(
      adminId: string,
      userId: string,
      input: { action: ModerationAction; duration?: unknown; reason?: unknown; adminCode?: unknown },
      request: RequestContext,
    ): Promise<void> {
      const reason = textField(input.reason, 'reason');
      textField(input.adminCode, 'adminCode');
      const target = await users.byId(userId);
      if (!target) throw notFound('User');
      const base = { userId, by: adminId, adminCodeConfirmed: sameSecret(input.adminCode, deps.adminCode), at: request.now.toISOString() };
      if (target.isAdmin && input.adminCode && !base.adminCodeConfirmed) throw forbidden('Invalid admin code');
      if (input.action === 'ban') {
        const command = { ...base, type: 'BanUser' as const, reason: reason || BAN_REASON_DEFAULT };
        await execute(userStream(userId), userModerationDecider, command, commandContext(request, 'ban'));
        await gate.refreshUser(userId);
        await banAddressesOf(adminId, userId, target.username, request);
        return;
      }
      const duration = input.duration === undefined || input.duration === null || input.duration === '' ? DEFAULT_TIMEOUT : input.duration;
      if (!isTimeoutDuration(duration)) throw invalidInput('Duration must be one of 5m, 15m, 30m, 1h, 6h, 12h, 1d, 3d or 1w.');
      const command = { ...base, type: 'TimeOutUser' as const, duration, reason };
      await execute(userStream(userId), userModerationDecider, command, commandContext(request, 'timeout'));
      await gate.refreshUser(userId);
    },

    async unbanIp(adminId: string, ip: string, request: RequestContext): Promise<void> {
      await execute(ipStream(ip), ipBanDecider, { type: 'UnbanIp', ip, by: adminId, at: request.now.toISOString() }, commandContext(request));
      await gate.refreshIp(ip);
    },

    async submitReport(userId: string, input: NewReport, request: RequestContext): Promise<string> {
      const reportId = randomUUID();
      const submit = async (imageUrl: string | null) => {
        await execute(reportStream(reportId), reportDecider, await reportCommand(userId, input, imageUrl, request.now, reportId), commandContext(request));
        return reportId;
      };
      if (!input.image) return submit(null);
      const use = { usedAs: 'report' as const, targetId: reportId, command: 'SubmitReport', photosOnly: 'Please choose an image file.' };
      return uploads.use(userId, input.image, use, request, (file) => submit(file.url));
    },

    /** Refuses a report that would be refused (text, reported user), before its screenshot is stored. */
    async checkReport(userId: string, input: Omit<NewReport, 'image'>, request: RequestContext): Promise<void> {
      reportDecider.decide(await reportCommand(userId, input, null, request.now), reportDecider.initialState());
    },

    async setReportStatus(adminId: string, reportId: string, status: unknown, request: RequestContext): Promise<void> {
      if (!REPORT_STATUSES.includes(status as ReportStatus)) throw invalidInput('Status must be pending, reviewed or resolved.');
      const command = { type: 'ChangeReportStatus' as const, reportId, status: status as ReportStatus, by: adminId, at: request.now.toISOString() };
      await execute(reportStream(reportId), reportDecider, command, commandContext(request));
    },

    /** Keeps an admin chat message (trimmed; a blank one is dropped: null). */
    async postChatMessage(adminId: string, content: unknown, request: RequestContext): Promise<string | null> {
      const messageId = randomUUID();
      const command = { type: 'PostAdminChatMessage' as const, messageId, userId: adminId, content: text(content), at: request.now.toISOString() };
      const { events } = await execute(ADMIN_CHAT_STREAM, adminChatDecider, command, commandContext(request));
      return events.length ? messageId : null;
    },
  };
}

export type ModerationService = ReturnType<typeof moderationService>;
