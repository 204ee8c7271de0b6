import { requestedIn } from '../i18n/acceptLanguage';
import { randomUUID } from 'node:crypto';
import { emailVerificationDecider, linkedEmail } from '../../domain/emailVerification/decider';
import { changeEmailInputSchema } from '../../domain/emailVerification/changeEmailInput';
import { DomainError } from '../../domain/decider';
import { invalidInput, notFound } from '../../domain/errors';
import type { EventStore } from '../../domain/ports/eventStore';
import { LINK_EXPIRED } from '../../domain/passwordReset/decider';
import { reservationDecider, reservationStream, type ReservationKind } from '../../domain/reservation/decider';
import { userStream } from '../../domain/user/decider';
import type { UserQueries } from '../../projections/queries/userQueries';
import { linkTo, newLinkToken, readLinkToken } from '../auth/linkTokens';
import { verifyPassword } from '../auth/password';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';
import { streamState } from './streamState';

const LINK_MS = 24 * 60 * 60_000;
export const EMAIL_VERIFIED = 'Your email address is verified.';
export const EMAIL_CHANGED = 'Your email address was changed.';
export const VERIFICATION_SENT = 'We sent a new link to your email address.';
export const CHANGE_LINK_SENT = 'We sent a link to your new email address. Your email changes once you follow it.';

/**
 * Proving the account's address, and moving it to another: a link mailed to the address, which
 * verifies it (or makes it the account's) when followed. The old address is told of a change.
 */
export function emailVerificationService(deps: {
  execute: CommandBus;
  events: EventStore;
  users: UserQueries;
  opaqueName: (normalised: string) => string;
  siteUrl: () => string;
}) {
  const { execute, events, users, opaqueName } = deps;
  const reservation = (kind: ReservationKind, value: string, userId: string, type: 'Reserve' | 'Release', request: RequestContext) =>
    execute(
      reservationStream(kind, value, opaqueName),
      reservationDecider,
      { type, kind, value, userId },
      commandContext({ ...request, viewerId: userId }, `${type}-${kind}-change`),
    );
  const linkFields = (userId: string, request: RequestContext) => {
    const link = newLinkToken(userId);
    const expiresAt = new Date(request.now.getTime() + LINK_MS).toISOString();
    return { link, tokenHash: link.tokenHash, expiresAt, url: linkTo(deps.siteUrl(), '/verify-email', link.token) };
  };

  /** Mails a link to the account's own address; refused when it is verified already. Counted against MAIL (limits.ts) as a command. */
  async function requestVerification(userId: string, request: RequestContext): Promise<void> {
    const { tokenHash, expiresAt, url } = linkFields(userId, request);
    // The address is the account's, filled in by the decider from the stream.
    const mail = { mailId: randomUUID(), kind: 'emailVerification' as const, to: '', link: url, ...requestedIn(request) };
    const command = { type: 'RequestEmailVerification' as const, userId, tokenHash, expiresAt, mail, at: request.now.toISOString() };
    await execute(userStream(userId), emailVerificationDecider, command, commandContext({ ...request, viewerId: userId }, 'verify-email'));
  }

  return {
    /** Right after a sign-up: its failure is logged, never the sign-up's (the person can ask again in settings). */
    async afterSignUp(userId: string, request: RequestContext): Promise<void> {
      try {
        await requestVerification(userId, request);
      } catch (error) {
        console.error(`No verification link could be recorded for ${userId}:`, error);
      }
    },

    /** Settings' 'Resend'. */
    async resend(userId: string, request: RequestContext): Promise<void> {
      await requestVerification(userId, request);
    },

    /**
     * Mails a link to the new address (the change happens when it is followed) and tells the old
     * one. The password proves it is the person; an address another account uses is refused.
     */
    async changeEmail(userId: string, raw: { email: unknown; password: unknown }, request: RequestContext): Promise<void> {
      const input = changeEmailInputSchema.parse(raw);
      const credentials = await users.credentialsById(userId);
      if (!credentials) throw notFound('User');
      if (!(await verifyPassword(input.password, credentials.passwordHash))) throw invalidInput('Password is incorrect', 'password');
      const holder = (await streamState(events, reservationStream('email', input.email, opaqueName), reservationDecider)).holder;
      if (holder && holder !== userId) throw new DomainError('conflict', 'An account with this email already exists', 'email');
      const { tokenHash, expiresAt, url } = linkFields(userId, request);
      const mail = { mailId: randomUUID(), kind: 'emailChange' as const, to: input.email, link: url, ...requestedIn(request) };
      const notice = { mailId: randomUUID(), kind: 'emailChangeNotice' as const, to: '', link: `${deps.siteUrl()}/forgot-password`, ...requestedIn(request) };
      const command = { type: 'RequestEmailChange' as const, userId, tokenHash, expiresAt, mail, notice, at: request.now.toISOString() };
      await execute(userStream(userId), emailVerificationDecider, command, commandContext(request, 'change-email'));
    },

    /**
     * Follows a link: verifies the account's address, or moves the account to the new one (which
     * is reserved first, so that two accounts never share it, and the old one freed after).
     * Answers whether the address changed.
     */
    async verify(token: unknown, request: RequestContext): Promise<{ changed: boolean }> {
      const link = readLinkToken(token);
      if (!link) throw invalidInput(LINK_EXPIRED);
      const { userId, tokenHash } = link;
      const at = request.now.toISOString();
      const state = await streamState(events, userStream(userId), emailVerificationDecider);
      const email = linkedEmail(state, tokenHash, at);
      if (email === null) throw invalidInput(LINK_EXPIRED);
      const verify = () =>
        execute(
          userStream(userId),
          emailVerificationDecider,
          { type: 'VerifyEmail', userId, tokenHash, at },
          commandContext({ ...request, viewerId: userId }, 'verify'),
        );
      if (email.toLowerCase() === state.email.toLowerCase()) {
        await verify();
        return { changed: false };
      }
      await reservation('email', email, userId, 'Reserve', request);
      try {
        await verify();
      } catch (error) {
        await reservation('email', email, userId, 'Release', request);
        throw error;
      }
      await reservation('email', state.email, userId, 'Release', request);
      return { changed: true };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof emailVerificationService>;
