import { isIP } from 'node:net';
import { DomainError } from '../../domain/decider';
import { forbidden, invalidInput, notFound } from '../../domain/errors';
import { DEFAULT_TIMEOUT, isTimeoutDuration } from '../../domain/moderation/durations';
import { ipBanDecider, ipBanStream } from '../../domain/moderation/ipBan';
import { BAN_REASON_DEFAULT, userModerationDecider } from '../../domain/moderation/userModeration';
import { userStream } from '../../domain/user/decider';
import type { AuditFilter, ModerationQueries } from '../../projections/queries/moderationQueries';
import { adminAccountViews, adminUserViews, bannedIpView, historyViews } from '../../projections/queries/moderationViews';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { CommandBus } from './commandBus';
import { sameSecret } from '../auth/adminCode';
import type { ModerationGate } from './moderationGate';
import { commandContext, type RequestContext } from './requestContext';
import { textField } from '../textField';
import { userText } from '../../domain/userText';

export type ModerationAction = 'ban' | 'timeout';
/** What lifts a sanction: `unban` a ban, `lift-timeout` a running timeout. */
export type LiftAction = 'unban' | 'lift-timeout';

const ACCOUNTS_MAX = 200;
const IP_BAN_REASON_DEFAULT = 'Banned by administrator';
const autoIpBanReason = (username: string) => `Used by banned user ${username}`;

const ADMIN_USERS_MAX = 500;

/**
 * Bans, timeouts and IP bans, and what the admin screens read of them: the users, the banned
 * addresses, the audit log and each target's timeline. Callers have checked that the acting user
 * is an administrator (adminAccess); `adminId` is that verified user.
 */
export function moderationService(deps: { execute: CommandBus; queries: ModerationQueries; users: UserQueries; gate: ModerationGate; adminCode: string }) {
  const { execute, queries, users, gate } = deps;

  async function banAddressesOf(adminId: string, userId: string, username: string, request: RequestContext) {
    // An address an administrator also used is shared (a school, an office, this very machine):
    // banning it would lock the moderators out, so it stays open.
    const ips = await queries.ipsOfUser(userId);
    const sharers = await queries.usersOfIps(ips);
    const sharingUsers = [...(await users.usersByIds(sharers.map((s) => s.userId))).values()];
    const admins = new Set(sharingUsers.filter((u) => u.isAdmin).map((u) => u.id));
    const adminIps = new Set(sharers.filter((s) => admins.has(s.userId)).map((s) => s.ip));
    for (const ip of ips.filter((a) => !adminIps.has(a))) {
      const command = { type: 'BanIp' as const, ip, reason: autoIpBanReason(username), by: adminId, at: request.now.toISOString() };
      await execute(ipBanStream(ip), ipBanDecider, command, commandContext(request, `ban-ip-${ip}`));
      await gate.refreshIp(ip);
    }
  }

  return {
    /** Every user (the first 500 by username) as the Users tab shows them. */
    users: async () => adminUserViews(queries, await queries.allUserDocs(ADMIN_USERS_MAX)),
    /** One user as the Users tab shows them; null when gone. */
    user: async (userId: string) => (await adminUserViews(queries, await queries.usersByIds([userId])))[0] ?? null,
    bannedIps: async () => (await queries.bannedIps()).map(bannedIpView),
    /** Administrators' actions, newest first. */
    audit: async (filter: AuditFilter) => historyViews(queries, await queries.audit(filter)),
    /** Everything that happened to one user, post, report or address, oldest first. */
    timeline: async (targetId: string) => historyViews(queries, await queries.timeline(targetId)),

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
      const base = {
        userId,
        by: adminId,
        adminCodeConfirmed: typeof input.adminCode === 'string' && input.adminCode !== '' && sameSecret(input.adminCode, deps.adminCode),
        at: request.now.toISOString(),
      };
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

    /** Accounts whose username or full name contains `q` (all when empty), by username, with their standing now. */
    async accounts(q: unknown, request: RequestContext) {
      const text = textField(q, 'q');
      if (text.length > 50) throw invalidInput('Search text must be at most 50 characters', 'q');
      return adminAccountViews(queries, await queries.accountDocs(text, ACCOUNTS_MAX), request.now);
    },
    async account(userId: string, request: RequestContext) {
      return (await adminAccountViews(queries, await queries.usersByIds([userId]), request.now))[0] ?? null;
    },

    /**
     * Lifts a ban (and the bans of the addresses it banned with it) or a running timeout; by hand,
     * or because an appeal was overturned (`appealId`).
     */
    async lift(
      adminId: string,
      userId: string,
      input: { action: LiftAction; reason?: unknown; appealId?: string | null },
      request: RequestContext,
    ): Promise<void> {
      const reason = textField(input.reason, 'reason');
      const target = await users.byId(userId);
      if (!target) throw notFound('User');
      const base = { userId, reason, by: adminId, appealId: input.appealId ?? null, at: request.now.toISOString() };
      if (input.action === 'lift-timeout') {
        await execute(userStream(userId), userModerationDecider, { ...base, type: 'LiftTimeout' }, commandContext(request, 'lift-timeout'));
        return gate.refreshUser(userId);
      }
      await execute(userStream(userId), userModerationDecider, { ...base, type: 'UnbanUser' }, commandContext(request, 'unban'));
      await gate.refreshUser(userId);
      for (const ip of await queries.ipsOfUser(userId)) {
        const ban = await queries.ipBan(ip);
        if (!ban?.banned || ban.reason !== autoIpBanReason(target.username)) continue;
        await execute(ipBanStream(ip), ipBanDecider, { type: 'UnbanIp', ip, by: adminId, at: base.at }, commandContext(request, `unban-ip-${ip}`));
        await gate.refreshIp(ip);
      }
    },

    /** Bans an address by hand; 409 when it is banned already, refused for the admin's own address. */
    async banIp(adminId: string, input: { ipAddress: unknown; reason: unknown }, request: RequestContext) {
      const ip = textField(input.ipAddress, 'ipAddress').trim();
      const reason = textField(input.reason, 'reason');
      if (!ip) throw invalidInput('ipAddress is required', 'ipAddress');
      if (!isIP(ip)) throw invalidInput('Please enter a valid IPv4 or IPv6 address.', 'ipAddress');
      if (ip === request.clientIp) throw invalidInput('You cannot ban the address you are using.', 'ipAddress');
      if ((await queries.ipBan(ip))?.banned) throw new DomainError('conflict', 'This IP address is already banned.');
      const cleanReason = userText(reason, 'lines', 'The reason', 'reason');
      if (cleanReason.length > 500) throw invalidInput('The reason must be at most 500 characters.', 'reason');
      const command = { type: 'BanIp' as const, ip, reason: cleanReason || IP_BAN_REASON_DEFAULT, by: adminId, at: request.now.toISOString() };
      await execute(ipBanStream(ip), ipBanDecider, command, commandContext(request));
      await gate.refreshIp(ip);
      const doc = await queries.ipBan(ip);
      return doc && bannedIpView(doc);
    },

    async unbanIp(adminId: string, ip: string, request: RequestContext): Promise<void> {
      await execute(ipBanStream(ip), ipBanDecider, { type: 'UnbanIp', ip, by: adminId, at: request.now.toISOString() }, commandContext(request));
      await gate.refreshIp(ip);
    },
  };
}

export type ModerationService = ReturnType<typeof moderationService>;
