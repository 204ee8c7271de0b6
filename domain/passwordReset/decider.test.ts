import { describe, it } from 'vitest';
import type { EventOf } from '../events';
import { deciderSpecification } from '../deciderSpecification';
import { LINK_EXPIRED, passwordResetDecider } from './decider';

const spec = deciderSpecification(passwordResetDecider);
const at = '2026-06-15T12:00:00.000Z';
const later = '2026-06-15T12:30:00.000Z';
const tooLate = '2026-06-15T13:00:00.000Z';
const registered: EventOf<'UserRegistered'> = {
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'ann', email: 'ann@x.co', passwordHash: 'h0', birthDate: '1990-01-01', avatar: null, isAdmin: false, registeredAt: at },
};
const mail = { mailId: 'm1', kind: 'passwordReset' as const, to: 'ann@x.co', link: 'http://site/reset-password?token=t' };
const requested: EventOf<'PasswordResetRequested'> = { type: 'PasswordResetRequested', data: { userId: 'u1', tokenHash: 'th1', expiresAt: tooLate, at } };
const session = (sessionId: string): EventOf<'SessionStarted'> => ({ type: 'SessionStarted', data: { userId: 'u1', sessionId, at, userAgent: null } });
const reset = (tokenHash = 'th1', when = later) => ({ type: 'ResetPassword' as const, userId: 'u1', tokenHash, passwordHash: 'h1', at: when });

describe('password reset decider', () => {
  it('records the link (its hash) and the mail that carries it, in one append', () =>
    spec
      .given([registered])
      .when({ type: 'RequestPasswordReset', userId: 'u1', tokenHash: 'th1', expiresAt: tooLate, mail, at })
      .thenEmits([requested, { type: 'MailRequested', data: { mailId: 'm1', userId: 'u1', kind: 'passwordReset', to: 'ann@x.co', link: mail.link, at } }]));

  it('mails nothing for an account that does not exist or was deleted', () => {
    spec.given([]).when({ type: 'RequestPasswordReset', userId: 'u1', tokenHash: 'th1', expiresAt: tooLate, mail, at }).thenRefuses('User not found');
    spec
      .given([registered, { type: 'AccountDeleted', data: { userId: 'u1', at } }])
      .when({ type: 'RequestPasswordReset', userId: 'u1', tokenHash: 'th1', expiresAt: tooLate, mail, at })
      .thenRefuses('User not found');
  });

  it('sets the new password from a live link and ends every session', () =>
    spec
      .given([registered, session('s1'), session('s2'), requested])
      .when(reset())
      .thenEmits([
        { type: 'PasswordResetCompleted', data: { userId: 'u1', tokenHash: 'th1', at: later } },
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h1', at: later } },
        { type: 'SessionEnded', data: { userId: 'u1', sessionId: 's1', at: later } },
        { type: 'SessionEnded', data: { userId: 'u1', sessionId: 's2', at: later } },
      ]));

  it('refuses an unknown, expired, used or retired link with one message', () => {
    spec.given([registered, requested]).when(reset('other')).thenRefuses(LINK_EXPIRED);
    spec.given([registered, requested]).when(reset('th1', tooLate)).thenRefuses(LINK_EXPIRED);
    spec
      .given([registered, requested, { type: 'PasswordResetCompleted', data: { userId: 'u1', tokenHash: 'th1', at: later } }])
      .when(reset())
      .thenRefuses(LINK_EXPIRED);
    // A password changed in settings retires the links asked for before it.
    spec
      .given([registered, requested, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', at: later } }])
      .when(reset())
      .thenRefuses(LINK_EXPIRED);
    spec.given([]).when(reset()).thenRefuses(LINK_EXPIRED);
  });
});
