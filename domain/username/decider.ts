import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';
import { changeUsernameInputSchema } from '../user/changeUsernameInput';

/**
 * A person's username after sign-up, on their own stream. The name itself is claimed first on its
 * reservation stream (domain/reservation), so two people cannot take it at once; this decider
 * checks it against sign-up's rules and records the change.
 */
export type UsernameCommand = { type: 'ChangeUsername'; userId: string; username: string; at: string };
export type UsernameEvent = EventOf<'UsernameChanged'>;
export type UsernameState = { status: 'none' | 'active' | 'deleted'; username: string };

export const usernameDecider: Decider<UsernameCommand, UsernameEvent, UsernameState, EventOf<'UserRegistered' | 'AccountDeleted'>> = {
  eventTypes: { UserRegistered: true, UsernameChanged: true, AccountDeleted: true },
  initialState: () => ({ status: 'none', username: '' }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'active', username: event.data.username };
      case 'UsernameChanged':
        return { ...state, username: event.data.username };
      case 'AccountDeleted':
        return { status: 'deleted', username: '' };
    }
  },
  decide(command, state) {
    if (state.status !== 'active') throw new DomainError('not_found', 'User not found');
    const result = changeUsernameInputSchema.safeParse({ username: command.username });
    if (!result.success) throw new DomainError('invalid', result.error.issues[0].message, 'username');
    const { username } = result.data;
    if (username === state.username) return [];
    return [{ type: 'UsernameChanged', data: { userId: command.userId, username, previousUsername: state.username, at: command.at } }];
  },
};
