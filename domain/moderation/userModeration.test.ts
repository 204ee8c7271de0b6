import { describe, it } from 'vitest';
import type { EventOf } from '../events';
import { deciderSpecification } from '../deciderSpecification';
import { userModerationDecider, type UserModerationEvent } from './userModeration';

const spec = deciderSpecification(userModerationDecider);
const at = '2026-11-22T14:00:00.000Z';
const registered = (isAdmin = false): EventOf<'UserRegistered'> => ({
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'bob', email: 'b@x.co', passwordHash: 'h', birthDate: '1990-01-01', avatar: null, isAdmin, registeredAt: at },
});
const ban = { type: 'BanUser' as const, userId: 'u1', reason: 'Spam', by: 'admin', adminCodeConfirmed: false, at };
const timeout = { type: 'TimeOutUser' as const, userId: 'u1', duration: '1h' as const, reason: '', by: 'admin', adminCodeConfirmed: false, at };
const banned: UserModerationEvent = { type: 'UserBanned', data: { userId: 'u1', reason: 'Spam', by: 'admin', at } };

describe('user moderation decider', () => {
  it('bans a user for good, with the reason and the acting admin', () => spec.given([registered()]).when(ban).thenEmits([banned]));
  it('uses the fixed reason when none is given', () =>
    spec
      .given([registered()])
      .when({ ...ban, reason: '  ' })
      .thenEmits([{ type: 'UserBanned', data: { userId: 'u1', reason: 'Banned by administrator', by: 'admin', at } }]));
  it('times a user out until the end of the chosen duration', () =>
    spec
      .given([registered()])
      .when({ ...timeout, duration: '15m' })
      .thenEmits([{ type: 'UserTimedOut', data: { userId: 'u1', until: '2026-11-22T14:15:00.000Z', reason: 'Timed out by administrator', by: 'admin', at } }]));
  it('times out again over an earlier timeout', () =>
    spec
      .given([registered(), { type: 'UserTimedOut', data: { userId: 'u1', until: '2026-11-22T14:05:00.000Z', reason: 'x', by: 'admin', at } }])
      .when({ ...timeout, duration: '1w' })
      .thenEmits([{ type: 'UserTimedOut', data: { userId: 'u1', until: '2026-11-29T14:00:00.000Z', reason: 'Timed out by administrator', by: 'admin', at } }]));
  it('bans a timed-out user', () =>
    spec
      .given([registered(), { type: 'UserTimedOut', data: { userId: 'u1', until: at, reason: 'x', by: 'admin', at } }])
      .when(ban)
      .thenEmits([banned]));
  it('refuses a banned user: a ban is permanent', () => {
    spec.given([registered(), banned]).when(ban).thenRefuses('This user is already banned.');
    spec.given([registered(), banned]).when(timeout).thenRefuses('This user is already banned.');
  });
  it('refuses an unknown or deleted user', () => {
    spec.given([]).when(ban).thenRefuses('User not found');
    spec
      .given([registered(), { type: 'AccountDeleted', data: { userId: 'u1', at } }])
      .when(timeout)
      .thenRefuses('User not found');
  });
  it('refuses acting on oneself', () =>
    spec
      .given([registered(true)])
      .when({ ...ban, by: 'u1', adminCodeConfirmed: true })
      .thenRefuses('You cannot ban or time out yourself.'));
  it('needs the admin code to act on another administrator', () => {
    spec
      .given([registered(true)])
      .when(ban)
      .thenRefuses('A valid admin code is required to act on another administrator.');
    spec
      .given([registered(true)])
      .when(timeout)
      .thenRefuses('A valid admin code is required to act on another administrator.');
    spec
      .given([registered(true)])
      .when({ ...ban, adminCodeConfirmed: true })
      .thenEmits([banned]);
  });
  describe('lifting', () => {
    const unban = { type: 'UnbanUser' as const, userId: 'u1', reason: '', by: 'admin', appealId: null, at };
    const lift = { type: 'LiftTimeout' as const, userId: 'u1', reason: 'Sorry', by: 'admin', appealId: 'ap1', at };
    const timedOut = { type: 'UserTimedOut' as const, data: { userId: 'u1', until: '2026-11-22T15:00:00.000Z', reason: 'x', by: 'admin', at } };
    it('unbans a banned user, with the default reason', () =>
      spec
        .given([registered(), banned])
        .when(unban)
        .thenEmits([{ type: 'UserUnbanned', data: { userId: 'u1', reason: 'Unbanned by administrator', by: 'admin', appealId: null, at } }]));
    it('refuses to unban someone not banned (never, or no longer)', () => {
      spec.given([registered()]).when(unban).thenRefuses('This user is not banned.');
      spec
        .given([registered(), banned, { type: 'UserUnbanned', data: { userId: 'u1', reason: 'r', by: 'admin', appealId: null, at } }])
        .when(unban)
        .thenRefuses('This user is not banned.');
    });
    it('bans again after an unban', () =>
      spec
        .given([registered(), banned, { type: 'UserUnbanned', data: { userId: 'u1', reason: 'r', by: 'admin', appealId: null, at } }])
        .when(ban)
        .thenEmits([banned]));
    it('lifts a running timeout, naming the appeal that lifted it', () =>
      spec
        .given([registered(), timedOut])
        .when(lift)
        .thenEmits([{ type: 'UserTimeoutLifted', data: { userId: 'u1', reason: 'Sorry', by: 'admin', appealId: 'ap1', at } }]));
    it('refuses to lift a timeout that is over, lifted or never was', () => {
      spec.given([registered()]).when(lift).thenRefuses('This user is not timed out.');
      spec
        .given([registered(), timedOut])
        .when({ ...lift, at: '2026-11-22T15:00:00.000Z' })
        .thenRefuses('This user is not timed out.');
      spec
        .given([registered(), timedOut, { type: 'UserTimeoutLifted', data: { userId: 'u1', reason: 'r', by: 'admin', appealId: null, at } }])
        .when(lift)
        .thenRefuses('This user is not timed out.');
    });
    it('refuses an unknown user', () => spec.given([]).when(unban).thenRefuses('User not found'));
  });
});
