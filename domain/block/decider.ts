import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';

export type BlockCommand = { type: 'ToggleBlock'; blockerId: string; blockedId: string; at: string };
export type BlockEvent = EventOf<'UserBlocked' | 'UserUnblocked'>;
export type BlockState = { blocked: boolean };

/** One stream per (blocker, blocked): each direction is its own, so two people may block each other. */
export const blockStream = (blockerId: string, blockedId: string) => `block-${blockerId}-${blockedId}`;

export const blockDecider: Decider<BlockCommand, BlockEvent, BlockState> = {
  eventTypes: { UserBlocked: true, UserUnblocked: true },
  initialState: () => ({ blocked: false }),
  evolve: (_state, event) => ({ blocked: event.type === 'UserBlocked' }),
  decide({ blockerId, blockedId, at }, { blocked }) {
    if (blockerId === blockedId) throw new DomainError('invalid', 'You cannot block yourself');
    const data = { blockerId, blockedId, at };
    return [blocked ? { type: 'UserUnblocked', data } : { type: 'UserBlocked', data }];
  },
};
