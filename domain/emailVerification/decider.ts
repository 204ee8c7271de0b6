import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';
import { mailRequested, type MailRequest } from '../mail/decider';
import { LINK_EXPIRED } from '../passwordReset/decider';

export const ALREADY_VERIFIED = 'Your email address is already verified.';
export const SAME_EMAIL = 'This is already your email address.';

/**
 * Proving an address by a mailed link, on the user's stream: the account's own address (verified
 * when the link is followed) or a new one it asked to move to (the change happens when the link is
 * followed, and the old address is told when it is asked). A link works once, until it expires;
 * a new password retires the links to other addresses, so a person told of a change they did not
 * ask for stops it by changing (or resetting) their password.
 */
export type EmailVerificationCommand =
  | { type: 'RequestEmailVerification'; userId: string; tokenHash: string; expiresAt: string; mail: MailRequest; at: string }
  | { type: 'RequestEmailChange'; userId: string; tokenHash: string; expiresAt: string; mail: MailRequest; notice: MailRequest; at: string }
  | { type: 'VerifyEmail'; userId: string; tokenHash: string; at: string };

export type EmailVerificationEvent = EventOf<'EmailVerificationRequested' | 'EmailVerified' | 'EmailChanged' | 'MailRequested'>;
type Observed = EventOf<'UserRegistered' | 'PasswordChanged' | 'AccountDeleted'>;
type Link = { email: string; expiresAt: string };
export type EmailVerificationState = {
  status: 'none' | 'active' | 'deleted';
  email: string;
  verified: boolean;
  /** Token hash -> the address it proves and when it expires. */
  links: Readonly<Record<string, Link>>;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const without = (links: EmailVerificationState['links'], keep: (link: Link) => boolean) =>
  Object.fromEntries(Object.entries(links).filter(([, link]) => keep(link)));

/** The address a live link proves, or null (unknown, used, retired or expired). */
export const linkedEmail = (state: EmailVerificationState, tokenHash: string, at: string): string | null => {
  const link = state.status === 'active' ? state.links[tokenHash] : undefined;
  return link && link.expiresAt > at ? link.email : null;
};

export const emailVerificationDecider: Decider<EmailVerificationCommand, EmailVerificationEvent, EmailVerificationState, Observed> = {
  eventTypes: {
    UserRegistered: true,
    PasswordChanged: true,
    AccountDeleted: true,
    EmailVerificationRequested: true,
    EmailVerified: true,
    EmailChanged: true,
    MailRequested: true,
  },
  initialState: () => ({ status: 'none', email: '', verified: false, links: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, status: 'active', email: event.data.email };
      case 'AccountDeleted':
        return { status: 'deleted', email: '', verified: false, links: {} };
      case 'PasswordChanged':
        return { ...state, links: without(state.links, (link) => same(link.email, state.email)) };
      case 'EmailVerificationRequested': {
        const { tokenHash, email, expiresAt } = event.data;
        return { ...state, links: { ...state.links, [tokenHash]: { email, expiresAt } } };
      }
      case 'EmailVerified':
        return { ...state, verified: true, links: without(state.links, (link) => !same(link.email, event.data.email)) };
      // Links to the old address or to other new ones prove nothing any more.
      case 'EmailChanged':
        return { ...state, email: event.data.email, verified: true, links: {} };
      case 'MailRequested':
        return state;
    }
  },
  decide(command, state) {
    const { userId, at } = command;
    if (command.type === 'VerifyEmail') {
      const email = linkedEmail(state, command.tokenHash, at);
      if (email === null) throw new DomainError('invalid', LINK_EXPIRED);
      return same(email, state.email) ? [{ type: 'EmailVerified', data: { userId, email, at } }] : [{ type: 'EmailChanged', data: { userId, email, at } }];
    }
    if (state.status !== 'active') throw new DomainError('not_found', 'User not found');
    const { tokenHash, expiresAt, mail } = command;
    const requested = (email: string): EmailVerificationEvent => ({ type: 'EmailVerificationRequested', data: { userId, email, tokenHash, expiresAt, at } });
    switch (command.type) {
      case 'RequestEmailVerification':
        if (state.verified) throw new DomainError('conflict', ALREADY_VERIFIED);
        return [requested(state.email), mailRequested(userId, { ...mail, to: state.email }, at)];
      case 'RequestEmailChange':
        if (same(mail.to, state.email)) throw new DomainError('invalid', SAME_EMAIL, 'email');
        return [requested(mail.to), mailRequested(userId, mail, at), mailRequested(userId, { ...command.notice, to: state.email }, at)];
    }
  },
};
