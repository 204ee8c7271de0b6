import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';
import { mailRequested, type MailRequest } from '../mail/decider';

export const LINK_EXPIRED = 'This link has expired. Please ask for a new one.';

/**
 * Password reset by a link mailed to the account's address, on the user's stream. A link works
 * once, until it expires; any new password (reset or changed) retires every link asked for
 * before it. The reset ends every session in the same append as the new password.
 */
export type PasswordResetCommand =
  | { type: 'RequestPasswordReset'; userId: string; tokenHash: string; expiresAt: string; mail: MailRequest; at: string }
  | { type: 'ResetPassword'; userId: string; tokenHash: string; passwordHash: string; at: string };

export type PasswordResetEvent = EventOf<'PasswordResetRequested' | 'PasswordResetCompleted' | 'PasswordChanged' | 'SessionEnded' | 'MailRequested'>;
type Observed = EventOf<'UserRegistered' | 'SessionStarted' | 'AccountDeleted'>;
export type PasswordResetState = {
  status: 'none' | 'active' | 'deleted';
  sessions: readonly string[];
  /** Token hash -> when it expires. */
  links: Readonly<Record<string, string>>;
};

export const passwordResetDecider: Decider<PasswordResetCommand, PasswordResetEvent, PasswordResetState, Observed> = {
  eventTypes: {
    UserRegistered: true,
    SessionStarted: true,
    SessionEnded: true,
    AccountDeleted: true,
    PasswordChanged: true,
    PasswordResetRequested: true,
    PasswordResetCompleted: true,
    MailRequested: true,
  },
  initialState: () => ({ status: 'none', sessions: [], links: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, status: 'active' };
      case 'SessionStarted':
        return { ...state, sessions: [...state.sessions, event.data.sessionId] };
      case 'SessionEnded':
        return { ...state, sessions: state.sessions.filter((id) => id !== event.data.sessionId) };
      case 'AccountDeleted':
        return { status: 'deleted', sessions: [], links: {} };
      case 'PasswordResetRequested':
        return { ...state, links: { ...state.links, [event.data.tokenHash]: event.data.expiresAt } };
      case 'PasswordResetCompleted':
      case 'PasswordChanged':
        return { ...state, links: {} };
      case 'MailRequested':
        return state;
    }
  },
  decide(command, state) {
    const { userId, at } = command;
    switch (command.type) {
      case 'RequestPasswordReset':
        if (state.status !== 'active') throw new DomainError('not_found', 'User not found');
        return [
          { type: 'PasswordResetRequested', data: { userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt, at } },
          mailRequested(userId, command.mail, at),
        ];
      case 'ResetPassword': {
        const expiresAt = state.links[command.tokenHash];
        // Unknown, used, retired or expired: one answer, so a link tells nothing about the others.
        if (state.status !== 'active' || !expiresAt || expiresAt <= at) throw new DomainError('invalid', LINK_EXPIRED);
        return [
          { type: 'PasswordResetCompleted', data: { userId, tokenHash: command.tokenHash, at } },
          { type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, at } },
          ...state.sessions.map((sessionId): PasswordResetEvent => ({ type: 'SessionEnded', data: { userId, sessionId, at } })),
        ];
      }
    }
  },
};
