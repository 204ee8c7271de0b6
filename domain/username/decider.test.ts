import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import type { EventOf } from '../events';
import { usernameDecider } from './decider';

const spec = deciderSpecification(usernameDecider);
const at = '2026-06-15T12:00:00.000Z';
const registered: EventOf<'UserRegistered'> = {
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'ann', email: 'ann@x.co', passwordHash: 'h0', birthDate: '1990-01-01', avatar: null, isAdmin: false, registeredAt: at },
};
const change = (username: string) => ({ type: 'ChangeUsername' as const, userId: 'u1', username, at });
const changed = (username: string, previousUsername: string): EventOf<'UsernameChanged'> => ({
  type: 'UsernameChanged',
  data: { userId: 'u1', username, previousUsername, at },
});

describe('username decider', () => {
  it('changes the username, naming the one it replaces', () => {
    spec
      .given([registered])
      .when(change('ann.lee'))
      .thenEmits([changed('ann.lee', 'ann')]);
    spec
      .given([registered, changed('ann.lee', 'ann')])
      .when(change('ann_2'))
      .thenEmits([changed('ann_2', 'ann.lee')]);
  });

  it('takes the name as sign-up does: trimmed, and a change of case is a change', () => {
    spec
      .given([registered])
      .when(change('  Ann  '))
      .thenEmits([changed('Ann', 'ann')]);
  });

  it('appends nothing when the name is the one it has', () =>
    spec
      .given([registered, changed('ann.lee', 'ann')])
      .when(change('ann.lee'))
      .thenEmits([]));

  it("refuses sign-up's invalid and reserved names with sign-up's words", () => {
    spec.given([registered]).when(change('an')).thenRefuses('Username must be at least 3 characters');
    spec
      .given([registered])
      .when(change('a'.repeat(21)))
      .thenRefuses('Username must be less than 20 characters');
    spec.given([registered]).when(change('ann lee')).thenRefuses('Username may only contain letters, numbers, dots and underscores');
    spec.given([registered]).when(change('glimpse_team')).thenRefuses('This username is reserved.');
    spec.given([registered]).when(change('   ')).thenRefuses('Username must be at least 3 characters');
  });

  it('refuses an account that does not exist or was deleted', () => {
    spec.given([]).when(change('ann.lee')).thenRefuses('User not found');
    spec
      .given([registered, { type: 'AccountDeleted', data: { userId: 'u1', at } }])
      .when(change('ann.lee'))
      .thenRefuses('User not found');
  });
});
