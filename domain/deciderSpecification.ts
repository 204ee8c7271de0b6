import { expect } from 'vitest';
import { DomainError, type Decider } from './decider';

/** Given / when / then for a decider, so each test reads like the rule it checks. Test-only. */
export function deciderSpecification<C, E, S>(decider: Decider<C, E, S>) {
  return {
    given: (events: E[]) => ({
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
