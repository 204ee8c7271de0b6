import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';

/**
 * Uniqueness of usernames and emails: a name is claimed by appending to its own stream, and a
 * second claim by another user is refused.
 */
export type ReservationKind = 'username' | 'email';

export type ReservationCommand =
  | { type: 'Reserve'; kind: ReservationKind; value: string; userId: string }
  | { type: 'Release'; kind: ReservationKind; value: string; userId: string };

export type ReservationEvent = EventOf<'UsernameReserved' | 'UsernameReleased' | 'EmailReserved' | 'EmailReleased'>;
export type ReservationState = { holder: string | null };

/**
 * Case-insensitive: "Alice" and "alice" are one name. A stream name is never erased, so it must
 * not spell the name or email: `opaque` turns the normalised value into a key (an HMAC with a
 * server secret), and the value itself lives only inside the events, encrypted.
 */
export const reservationStream = (kind: ReservationKind, value: string, opaque: (normalised: string) => string) =>
  `${kind}-${opaque(`${kind}:${value.trim().toLowerCase()}`)}`;

const takenMessage: Record<ReservationKind, string> = {
  username: 'Username is already taken',
  email: 'An account with this email already exists',
};

export const reservationDecider: Decider<ReservationCommand, ReservationEvent, ReservationState> = {
  eventTypes: { UsernameReserved: true, UsernameReleased: true, EmailReserved: true, EmailReleased: true },
  initialState: () => ({ holder: null }),
  evolve(_state, event) {
    switch (event.type) {
      case 'UsernameReserved':
      case 'EmailReserved':
        return { holder: event.data.userId };
      case 'UsernameReleased':
      case 'EmailReleased':
        return { holder: null };
    }
  },
  decide(command, state) {
    const { kind, value, userId } = command;
    if (command.type === 'Reserve') {
      if (state.holder === userId) return [];
      if (state.holder !== null) throw new DomainError('conflict', takenMessage[kind], kind);
      return kind === 'username'
        ? [{ type: 'UsernameReserved', data: { username: value, userId } }]
        : [{ type: 'EmailReserved', data: { email: value, userId } }];
    }
    if (state.holder !== userId) return [];
    return kind === 'username'
      ? [{ type: 'UsernameReleased', data: { username: value, userId } }]
      : [{ type: 'EmailReleased', data: { email: value, userId } }];
  },
};
