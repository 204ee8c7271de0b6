import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';

export type MuteCommand = { type: 'ToggleMute'; muterId: string; mutedId: string; at: string };
export type MuteEvent = EventOf<'UserMuted' | 'UserUnmuted'>;
export type MuteState = { muted: boolean };

/** One stream per (muter, muted). The muted person is never told. */
export const muteStream = (muterId: string, mutedId: string) => `mute-${muterId}-${mutedId}`;

export const muteDecider: Decider<MuteCommand, MuteEvent, MuteState> = {
  eventTypes: { UserMuted: true, UserUnmuted: true },
  initialState: () => ({ muted: false }),
  evolve: (_state, event) => ({ muted: event.type === 'UserMuted' }),
  decide({ muterId, mutedId, at }, { muted }) {
    if (muterId === mutedId) throw new DomainError('invalid', 'You cannot mute yourself');
    const data = { muterId, mutedId, at };
    return [muted ? { type: 'UserUnmuted', data } : { type: 'UserMuted', data }];
  },
};
