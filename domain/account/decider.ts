import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';

/**
 * The life of an account after registration, on the user's own stream: its sessions, its
 * password and its deletion. Sessions live here so that a password change ends every other
 * session in the same append as the new password.
 */
export type AccountCommand =
  /** `userAgent`: as the client named itself (bounded by the service), null when it did not. */
  | { type: 'StartSession'; userId: string; sessionId: string; userAgent: string | null; at: string }
  | { type: 'EndSession'; userId: string; sessionId: string; at: string }
  | { type: 'ChangePassword'; userId: string; passwordHash: string; keepSessionId: string | null; at: string }
  | { type: 'DeleteAccount'; userId: string; at: string };

export type AccountEvent = EventOf<'SessionStarted' | 'SessionEnded' | 'PasswordChanged' | 'AccountDeleted'>;
export type AccountState = { status: 'none' | 'active' | 'deleted'; sessions: readonly string[] };

/** The user decider writes the registration on the same stream; the account starts there. */
export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState, EventOf<'UserRegistered'>> = {
  eventTypes: { UserRegistered: true, SessionStarted: true, SessionEnded: true, PasswordChanged: true, AccountDeleted: true },
  initialState: () => ({ status: 'none', sessions: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, status: 'active' };
      case 'SessionStarted':
        return { ...state, sessions: [...state.sessions, event.data.sessionId] };
      case 'SessionEnded':
        return { ...state, sessions: state.sessions.filter((id) => id !== event.data.sessionId) };
      case 'AccountDeleted':
        return { status: 'deleted', sessions: [] };
      case 'PasswordChanged':
        return state;
    }
  },
  decide(command, state) {
    const { userId, at } = command;
    if (command.type === 'EndSession') {
      if (!state.sessions.includes(command.sessionId)) return [];
      return [{ type: 'SessionEnded', data: { userId, sessionId: command.sessionId, at } }];
    }
    if (state.status !== 'active') throw new DomainError('not_found', 'User not found');
    const end = (keep: string | null): AccountEvent[] =>
      state.sessions.filter((id) => id !== keep).map((sessionId) => ({ type: 'SessionEnded', data: { userId, sessionId, at } }));
    switch (command.type) {
      case 'StartSession':
        if (state.sessions.includes(command.sessionId)) return [];
        return [{ type: 'SessionStarted', data: { userId, sessionId: command.sessionId, at, userAgent: command.userAgent } }];
      case 'ChangePassword':
        return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash, at } }, ...end(command.keepSessionId)];
      case 'DeleteAccount':
        return [...end(null), { type: 'AccountDeleted', data: { userId, at } }];
    }
  },
};
