import { requestedIn } from '../i18n/acceptLanguage';
import { randomUUID } from 'node:crypto';
import { invalidInput } from '../../domain/errors';
import type { EventStore } from '../../domain/ports/eventStore';
import { LINK_EXPIRED, passwordResetDecider } from '../../domain/passwordReset/decider';
import { forgotPasswordInputSchema, resetPasswordInputSchema } from '../../domain/passwordReset/passwordResetInput';
import { reservationDecider, reservationStream } from '../../domain/reservation/decider';
import { userStream } from '../../domain/user/decider';
import type { UserQueries } from '../../projections/queries/userQueries';
import { linkTo, newLinkToken, readLinkToken } from '../auth/linkTokens';
import { hashPassword } from '../auth/password';
import type { CommandBus } from './commandBus';
import type { RateLimits } from './rateLimits';
import { commandContext, type RequestContext } from './requestContext';
import { streamState } from './streamState';

export const RESET_LINK_SENT = 'If an account uses this email, we sent a link to reset its password.';
export const PASSWORD_RESET_DONE = 'Your password was reset. Sign in with your new password.';
const RESET_LINK_MS = 60 * 60_000;

/**
 * Forgotten passwords: a link mailed to the account's address, which sets a new password once and
 * ends every session. Asking tells nothing about whether an account uses the address.
 */
export function passwordResetService(deps: {
  execute: CommandBus;
  events: EventStore;
  users: UserQueries;
  limits: RateLimits;
  opaqueName: (normalised: string) => string;
  siteUrl: () => string;
}) {
  const { execute, events, users, limits, opaqueName } = deps;
  // The resets whose append started after their answer, until they are recorded.
  const recording = new Set<Promise<unknown>>();
  return {
    /**
     * The same work whatever the address (a count against its limit, a read of its reservation, a
     * new token and its hash); for an account's address the outbox's append starts after the
     * answer, so the answer comes as soon for an address no account uses.
     */
    async request(raw: { email: unknown }, request: RequestContext): Promise<void> {
      const { email } = forgotPasswordInputSchema.parse(raw);
      const stream = reservationStream('email', email, opaqueName);
      await limits.consume('mail', { userId: stream, clientIp: request.clientIp });
      const holder = (await streamState(events, stream, reservationDecider)).holder;
      const link = newLinkToken(holder ?? randomUUID());
      const to = (await users.me(link.userId, request.now))?.email;
      if (!holder || !to) return;
      const command = {
        type: 'RequestPasswordReset' as const,
        userId: holder,
        tokenHash: link.tokenHash,
        expiresAt: new Date(request.now.getTime() + RESET_LINK_MS).toISOString(),
        mail: {
          mailId: randomUUID(),
          kind: 'passwordReset' as const,
          to,
          link: linkTo(deps.siteUrl(), '/reset-password', link.token),
          ...requestedIn(request),
        },
        at: request.now.toISOString(),
      };
      // Started once this answer is on its way: the append's work must not delay it.
      const recorded = new Promise((started) => setImmediate(started))
        .then(() => execute(userStream(holder), passwordResetDecider, command, commandContext({ ...request, viewerId: holder }, 'password-reset')))
        .catch((error) => console.error('A password reset could not be recorded:', error))
        .finally(() => recording.delete(recorded));
      recording.add(recorded);
    },

    /** Resolves once every reset asked for so far is recorded (the server's close, and tests that count appends, wait for it). */
    async settled(): Promise<void> {
      await Promise.all(recording);
    },

    /** Sets the new password and ends every session of the account; a used, expired or unknown link is refused. */
    async reset(raw: { token: unknown; newPassword: unknown }, request: RequestContext): Promise<void> {
      const { newPassword } = resetPasswordInputSchema.parse({ newPassword: raw.newPassword });
      const link = readLinkToken(raw.token);
      if (!link) throw invalidInput(LINK_EXPIRED);
      const passwordHash = await hashPassword(newPassword);
      const command = { type: 'ResetPassword' as const, userId: link.userId, tokenHash: link.tokenHash, passwordHash, at: request.now.toISOString() };
      await execute(userStream(link.userId), passwordResetDecider, command, commandContext({ ...request, viewerId: link.userId }, 'password-reset'));
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
