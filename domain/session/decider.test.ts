import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { sessionDecider, type SessionEvent } from './decider';

const spec = deciderSpecification(sessionDecider);
const seen = (at: string): SessionEvent => ({ type: 'SessionSeen', data: { userId: 'u1', sessionId: 's1', at } });
const see = (at: string) => ({ type: 'SeeSession' as const, userId: 'u1', sessionId: 's1', at });

describe('session decider', () => {
  it('records the first use of a session', () =>
    spec
      .given([])
      .when(see('2026-06-15T12:00:00.000Z'))
      .thenEmits([seen('2026-06-15T12:00:00.000Z')]));

  it('records a use at most once per ten minutes', () => {
    spec
      .given([seen('2026-06-15T12:00:00.000Z')])
      .when(see('2026-06-15T12:09:59.999Z'))
      .thenEmits([]);
    spec
      .given([seen('2026-06-15T12:00:00.000Z')])
      .when(see('2026-06-15T12:10:00.000Z'))
      .thenEmits([seen('2026-06-15T12:10:00.000Z')]);
  });

  it('never records a use older than the last one recorded', () =>
    spec
      .given([seen('2026-06-15T12:30:00.000Z')])
      .when(see('2026-06-15T12:00:00.000Z'))
      .thenEmits([]));
});
