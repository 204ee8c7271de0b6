import type { Decider } from '../decider';
import type { EventOf } from '../events';

/**
 * When a session was last used. A session's requests are many, so it is recorded at most once per
 * this interval: enough for 'Active 5 minutes ago' to be true to within ten minutes, and a
 * person's day of browsing costs a few dozen small events, not one per request.
 */
export const SEEN_INTERVAL_MS = 10 * 60_000;

export type SessionCommand = { type: 'SeeSession'; userId: string; sessionId: string; at: string };
export type SessionEvent = EventOf<'SessionSeen'>;
export type SessionState = { lastSeenAt: string | null };

/**
 * A session's use has a stream of its own, apart from the person's (where the session starts and
 * ends): that stream is folded by every command about the person, and should not grow with their
 * browsing. The service asks only for a live session.
 */
export const sessionStream = (sessionId: string) => `session-${sessionId}`;

/** Whether a session last seen at `lastSeenAt` (its start, before any use) is due to be recorded as seen at `at`. */
export const seenIsDue = (lastSeenAt: string | null, at: string): boolean => lastSeenAt === null || Date.parse(at) - Date.parse(lastSeenAt) >= SEEN_INTERVAL_MS;

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  eventTypes: { SessionSeen: true },
  initialState: () => ({ lastSeenAt: null }),
  evolve: (_state, event) => ({ lastSeenAt: event.data.at }),
  decide(command, state) {
    if (!seenIsDue(state.lastSeenAt, command.at)) return [];
    const { userId, sessionId, at } = command;
    return [{ type: 'SessionSeen', data: { userId, sessionId, at } }];
  },
};
