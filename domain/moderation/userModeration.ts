import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';
import { TIMEOUT_DURATIONS, type TimeoutDuration } from './durations';
import { userText } from '../userText';

/**
 * Bans and timeouts, decided on the user's own stream (`user-{id}`) beside what the user decider
 * writes there. `adminCodeConfirmed` says the acting admin gave the right admin code, which acting
 * on another administrator requires; the server checks the code, the decider the rule.
 */
export type UserModerationCommand =
  | { type: 'TimeOutUser'; userId: string; duration: TimeoutDuration; reason: string; by: string; adminCodeConfirmed: boolean; at: string }
  | { type: 'BanUser'; userId: string; reason: string; by: string; adminCodeConfirmed: boolean; at: string }
  /** Lifting needs no admin code: it takes nothing from anyone. `appealId` when an overturned appeal lifts it. */
  | { type: 'UnbanUser'; userId: string; reason: string; by: string; appealId: string | null; at: string }
  | { type: 'LiftTimeout'; userId: string; reason: string; by: string; appealId: string | null; at: string };

export type UserModerationEvent = EventOf<'UserTimedOut' | 'UserBanned' | 'UserUnbanned' | 'UserTimeoutLifted'>;
export type UserModerationState = { exists: false } | { exists: true; isAdmin: boolean; deleted: boolean; banned: boolean; timedOutUntil: string | null };

export const BAN_REASON_DEFAULT = 'Banned by administrator';
export const TIMEOUT_REASON_DEFAULT = 'Timed out by administrator';
export const UNBAN_REASON_DEFAULT = 'Unbanned by administrator';
export const LIFT_TIMEOUT_REASON_DEFAULT = 'Timeout lifted by administrator';
const REASON_MAX = 500;

function reasonOf(raw: string): string {
  const reason = userText(raw, 'lines', 'The reason');
  if (reason.length > REASON_MAX) throw new DomainError('invalid', `The reason must be at most ${REASON_MAX} characters.`);
  return reason;
}

/** A user's registration (the user decider's) and deletion (the account decider's) are on the same stream. */
export const userModerationDecider: Decider<UserModerationCommand, UserModerationEvent, UserModerationState, EventOf<'UserRegistered' | 'AccountDeleted'>> = {
  eventTypes: { UserRegistered: true, AccountDeleted: true, UserBanned: true, UserTimedOut: true, UserUnbanned: true, UserTimeoutLifted: true },
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    if (event.type === 'UserRegistered') return { exists: true, isAdmin: event.data.isAdmin, deleted: false, banned: false, timedOutUntil: null };
    if (!state.exists) return state;
    switch (event.type) {
      case 'UserBanned':
        return { ...state, banned: true };
      case 'UserTimedOut':
        return { ...state, timedOutUntil: event.data.until };
      case 'UserUnbanned':
        return { ...state, banned: false };
      case 'UserTimeoutLifted':
        return { ...state, timedOutUntil: null };
      case 'AccountDeleted':
        return { ...state, deleted: true };
    }
  },
  decide(command, state) {
    if (!state.exists || state.deleted) throw new DomainError('not_found', 'User not found');
    const { userId, by, at } = command;
    if (command.type === 'UnbanUser') {
      if (!state.banned) throw new DomainError('conflict', 'This user is not banned.');
      const reason = reasonOf(command.reason) || UNBAN_REASON_DEFAULT;
      return [{ type: 'UserUnbanned', data: { userId, reason, by, appealId: command.appealId, at } }];
    }
    if (command.type === 'LiftTimeout') {
      if (!state.timedOutUntil || state.timedOutUntil <= at) throw new DomainError('conflict', 'This user is not timed out.');
      const reason = reasonOf(command.reason) || LIFT_TIMEOUT_REASON_DEFAULT;
      return [{ type: 'UserTimeoutLifted', data: { userId, reason, by, appealId: command.appealId, at } }];
    }
    if (command.by === command.userId) throw new DomainError('invalid', 'You cannot ban or time out yourself.');
    if (state.banned) throw new DomainError('conflict', 'This user is already banned.');
    if (state.isAdmin && !command.adminCodeConfirmed) throw new DomainError('forbidden', 'A valid admin code is required to act on another administrator.');
    const reason = reasonOf(command.reason);
    if (command.type === 'BanUser') return [{ type: 'UserBanned', data: { userId, reason: reason || BAN_REASON_DEFAULT, by, at } }];
    const until = new Date(Date.parse(at) + TIMEOUT_DURATIONS[command.duration]).toISOString();
    return [{ type: 'UserTimedOut', data: { userId, until, reason: reason || TIMEOUT_REASON_DEFAULT, by, at } }];
  },
};
