import { expect } from 'vitest';
import { DomainError, type Decider } from './decider';
import type { DomainEvent } from './events';

/** Given / when / then for a decider, so each test reads like the rule it checks. Test-only. */
export function deciderSpecification<C, E extends DomainEvent, S, O extends DomainEvent>(decider: Decider<C, E, S, O>) {
  return {
    given: (events: (E | O)[]) => ({
      when: (command: C) => {
        const decide = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
        return {
          thenEmits: (expected: E[]) => expect(decide()).toEqual(expected),
          thenRefuses: (message: string) => {
            expect(decide).toThrow(DomainError);
            expect(decide).toThrow(message);
          },
        };
      },
    }),
  };
}
