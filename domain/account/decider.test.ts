import { describe, it } from 'vitest';
import type { EventOf } from '../events';
import { deciderSpecification } from '../deciderSpecification';
import { accountDecider, type AccountEvent } from './decider';

const spec = deciderSpecification(accountDecider);
const at = '2026-06-15T12:00:00.000Z';
const registered: EventOf<'UserRegistered'> = {
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'ann', email: 'ann@x.co', passwordHash: 'h0', birthDate: '1990-01-01', avatar: null, isAdmin: false, registeredAt: at },
};
const started = (sessionId: string, userAgent: string | null = null): AccountEvent => ({
  type: 'SessionStarted',
  data: { userId: 'u1', sessionId, at, userAgent },
});
const ended = (sessionId: string): AccountEvent => ({ type: 'SessionEnded', data: { userId: 'u1', sessionId, at } });

describe('account decider', () => {
  it('starts a session for a registered user, recording the device it was started from', () => {
    spec
      .given([registered])
      .when({ type: 'StartSession', userId: 'u1', sessionId: 's1', userAgent: null, at })
      .thenEmits([started('s1')]);
    spec
      .given([registered])
      .when({ type: 'StartSession', userId: 'u1', sessionId: 's1', userAgent: 'Firefox/133.0', at })
      .thenEmits([started('s1', 'Firefox/133.0')]);
  });

  it('starts no session for a user that does not exist or was deleted', () => {
    spec.given([]).when({ type: 'StartSession', userId: 'u1', sessionId: 's1', userAgent: null, at }).thenRefuses('User not found');
    spec
      .given([registered, { type: 'AccountDeleted', data: { userId: 'u1', at } }])
      .when({ type: 'StartSession', userId: 'u1', sessionId: 's2', userAgent: null, at })
      .thenRefuses('User not found');
  });

  it('ends a live session once; ending it again changes nothing', () => {
    spec
      .given([registered, started('s1')])
      .when({ type: 'EndSession', userId: 'u1', sessionId: 's1', at })
      .thenEmits([ended('s1')]);
    spec
      .given([registered, started('s1'), ended('s1')])
      .when({ type: 'EndSession', userId: 'u1', sessionId: 's1', at })
      .thenEmits([]);
  });

  it('changes the password and ends every other session', () =>
    spec
      .given([registered, started('s1'), started('s2'), started('s3'), ended('s3')])
      .when({ type: 'ChangePassword', userId: 'u1', passwordHash: 'h1', keepSessionId: 's2', at })
      .thenEmits([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h1', at } }, ended('s1')]));

  it('deletes the account, ending all its sessions first', () =>
    spec
      .given([registered, started('s1'), started('s2')])
      .when({ type: 'DeleteAccount', userId: 'u1', at })
      .thenEmits([ended('s1'), ended('s2'), { type: 'AccountDeleted', data: { userId: 'u1', at } }]));

  it('deletes an account only once', () =>
    spec
      .given([registered, { type: 'AccountDeleted', data: { userId: 'u1', at } }])
      .when({ type: 'DeleteAccount', userId: 'u1', at })
      .thenRefuses('User not found'));
});
