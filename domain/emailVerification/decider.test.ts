import { describe, it } from 'vitest';
import type { EventOf } from '../events';
import { deciderSpecification } from '../deciderSpecification';
import { LINK_EXPIRED } from '../passwordReset/decider';
import { ALREADY_VERIFIED, emailVerificationDecider, SAME_EMAIL } from './decider';

const spec = deciderSpecification(emailVerificationDecider);
const at = '2026-06-15T12:00:00.000Z';
const later = '2026-06-15T13:00:00.000Z';
const expires = '2026-06-16T12:00:00.000Z';
const tooLate = '2026-06-16T12:00:00.000Z';
const registered: EventOf<'UserRegistered'> = {
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'ann', email: 'ann@x.co', passwordHash: 'h0', birthDate: '1990-01-01', avatar: null, isAdmin: false, registeredAt: at },
};
const requested = (email: string, tokenHash: string): EventOf<'EmailVerificationRequested'> => ({
  type: 'EmailVerificationRequested',
  data: { userId: 'u1', email, tokenHash, expiresAt: expires, at },
});
const mailTo = (
  mailId: string,
  kind: 'emailVerification' | 'emailChange' | 'emailChangeNotice',
  to: string,
  link: string | null,
): EventOf<'MailRequested'> => ({
  type: 'MailRequested',
  data: { mailId, userId: 'u1', kind, to, link, at },
});
const verify = (tokenHash: string, when = later) => ({ type: 'VerifyEmail' as const, userId: 'u1', tokenHash, at: when });
const verifyLink = { mailId: 'm1', kind: 'emailVerification' as const, to: '', link: 'http://site/verify-email?token=a' };
const changeLink = { mailId: 'm2', kind: 'emailChange' as const, to: 'new@x.co', link: 'http://site/verify-email?token=b' };
const notice = { mailId: 'm3', kind: 'emailChangeNotice' as const, to: '', link: 'http://site/forgot-password' };

describe('email verification decider', () => {
  it("mails a link to the account's own address", () =>
    spec
      .given([registered])
      .when({ type: 'RequestEmailVerification', userId: 'u1', tokenHash: 'ta', expiresAt: expires, mail: verifyLink, at })
      .thenEmits([requested('ann@x.co', 'ta'), mailTo('m1', 'emailVerification', 'ann@x.co', verifyLink.link)]));

  it('verifies the address when its link is followed, once', () => {
    spec
      .given([registered, requested('ann@x.co', 'ta')])
      .when(verify('ta'))
      .thenEmits([{ type: 'EmailVerified', data: { userId: 'u1', email: 'ann@x.co', at: later } }]);
    spec
      .given([registered, requested('ann@x.co', 'ta'), { type: 'EmailVerified', data: { userId: 'u1', email: 'ann@x.co', at: later } }])
      .when(verify('ta'))
      .thenRefuses(LINK_EXPIRED);
  });

  it('refuses a link it never sent, an expired one, and any for a deleted account', () => {
    spec
      .given([registered, requested('ann@x.co', 'ta')])
      .when(verify('nope'))
      .thenRefuses(LINK_EXPIRED);
    spec
      .given([registered, requested('ann@x.co', 'ta')])
      .when(verify('ta', tooLate))
      .thenRefuses(LINK_EXPIRED);
    spec
      .given([registered, requested('ann@x.co', 'ta'), { type: 'AccountDeleted', data: { userId: 'u1', at } }])
      .when(verify('ta'))
      .thenRefuses(LINK_EXPIRED);
  });

  it('sends no new link to an address already verified', () =>
    spec
      .given([registered, { type: 'EmailVerified', data: { userId: 'u1', email: 'ann@x.co', at } }])
      .when({ type: 'RequestEmailVerification', userId: 'u1', tokenHash: 'ta', expiresAt: expires, mail: verifyLink, at })
      .thenRefuses(ALREADY_VERIFIED));

  it('mails a link to the new address and tells the old one; the email changes only when the link is followed', () => {
    spec
      .given([registered])
      .when({ type: 'RequestEmailChange', userId: 'u1', tokenHash: 'tb', expiresAt: expires, mail: changeLink, notice, at })
      .thenEmits([
        requested('new@x.co', 'tb'),
        mailTo('m2', 'emailChange', 'new@x.co', changeLink.link),
        mailTo('m3', 'emailChangeNotice', 'ann@x.co', notice.link),
      ]);
    spec
      .given([registered, requested('new@x.co', 'tb')])
      .when(verify('tb'))
      .thenEmits([{ type: 'EmailChanged', data: { userId: 'u1', email: 'new@x.co', at: later } }]);
  });

  it('refuses a change to the address the account has', () =>
    spec
      .given([registered])
      .when({ type: 'RequestEmailChange', userId: 'u1', tokenHash: 'tb', expiresAt: expires, mail: { ...changeLink, to: 'ANN@x.co' }, notice, at })
      .thenRefuses(SAME_EMAIL));

  it('retires a pending change when the password changes, and links to the old address once the email changed', () => {
    spec
      .given([registered, requested('new@x.co', 'tb'), { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', at } }])
      .when(verify('tb'))
      .thenRefuses(LINK_EXPIRED);
    spec
      .given([registered, requested('ann@x.co', 'ta'), requested('new@x.co', 'tb'), { type: 'EmailChanged', data: { userId: 'u1', email: 'new@x.co', at } }])
      .when(verify('ta'))
      .thenRefuses(LINK_EXPIRED);
  });
});
