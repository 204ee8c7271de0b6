import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, LIMIT_NAMES, LIMIT_OF_COMMAND, parseRate, readLimits, variableOf } from './limits';
import { BLOCKED_WHILE_TIMED_OUT } from './services/moderationGuard';

describe('rate limit settings', () => {
  it('are the defaults when nothing is set', () => {
    expect(readLimits({})).toEqual(DEFAULT_LIMITS);
    expect(readLimits({ PATH: '/usr/bin' })).toEqual(DEFAULT_LIMITS);
    expect(readLimits({ RATE_LIMIT_POST: '', RATE_LIMITS: ' ' })).toEqual(DEFAULT_LIMITS);
    expect(DEFAULT_LIMITS.post.perAccount).toEqual({ points: 30, seconds: 3600 });
    expect(DEFAULT_LIMITS.comment.perAccount).toEqual({ points: 60, seconds: 600 });
    expect(DEFAULT_LIMITS.signUp).toMatchObject({ perAccount: null, perAddress: { points: 5, seconds: 3600 } });
  });

  it('reads a count per duration in seconds, minutes, hours or days', () => {
    expect(parseRate('X', '30/1h')).toEqual({ points: 30, seconds: 3600 });
    expect(parseRate('X', '60/10m')).toEqual({ points: 60, seconds: 600 });
    expect(parseRate('X', ' 5 / 30s ')).toEqual({ points: 5, seconds: 30 });
    expect(parseRate('X', '100/1D')).toEqual({ points: 100, seconds: 86_400 });
    expect(parseRate('X', 'off')).toBeNull();
  });

  it('refuses a malformed value, naming the setting', () => {
    for (const bad of ['30', '30/h', '0/1h', '-1/1h', '1.5/1h', '30/0m', '30/1w', 'thirty/1h', ''])
      expect(() => parseRate('RATE_LIMIT_POST', bad)).toThrow(/^RATE_LIMIT_POST must be a count per duration such as "30\/1h"/);
  });

  it('changes one limit per account or per address, leaving the others as they were', () => {
    const limits = readLimits({ RATE_LIMIT_COMMENT: '3/1m', RATE_LIMIT_ADMIN_CHAT_PER_ADDRESS: '7/1h', RATE_LIMIT_LIKE: 'off' });
    expect(limits.comment).toEqual({ ...DEFAULT_LIMITS.comment, perAccount: { points: 3, seconds: 60 } });
    expect(limits.adminChat).toEqual({ ...DEFAULT_LIMITS.adminChat, perAddress: { points: 7, seconds: 3600 } });
    expect(limits.like).toEqual({ ...DEFAULT_LIMITS.like, perAccount: null });
    expect(limits.post).toEqual(DEFAULT_LIMITS.post);
    expect(DEFAULT_LIMITS.comment.perAccount).toEqual({ points: 60, seconds: 600 });
  });

  it('lifts every per-address limit, or every limit, with one switch', () => {
    const noAddresses = readLimits({ RATE_LIMIT_PER_ADDRESS: 'off' });
    for (const name of LIMIT_NAMES) expect(noAddresses[name]).toEqual({ ...DEFAULT_LIMITS[name], perAddress: null });
    const none = readLimits({ RATE_LIMITS: 'OFF', RATE_LIMIT_POST: '1/1h' });
    for (const name of LIMIT_NAMES) expect(none[name]).toMatchObject({ perAccount: null, perAddress: null });
    expect(readLimits({ RATE_LIMITS: 'on' })).toEqual(DEFAULT_LIMITS);
    expect(() => readLimits({ RATE_LIMITS: 'no' })).toThrow('RATE_LIMITS must be "on" or "off", got "no"');
  });

  it('refuses an unknown setting, so a typo does not silently keep the default', () => {
    expect(() => readLimits({ RATE_LIMIT_POSTS: '1/1h' })).toThrow(/^Unknown setting RATE_LIMIT_POSTS: the limits are RATE_LIMIT_SIGN_UP, RATE_LIMIT_POST,/);
  });

  it('names each setting after its limit', () => {
    expect(variableOf('signUp')).toBe('RATE_LIMIT_SIGN_UP');
    expect(variableOf('accountChange')).toBe('RATE_LIMIT_ACCOUNT_CHANGE');
  });

  it('limits every command a timed-out user is stopped from making', () => {
    for (const type of BLOCKED_WHILE_TIMED_OUT) expect(LIMIT_OF_COMMAND[type], type).toBeDefined();
  });

  it('limits every command the services issue, but for the parts of a sign-up, deletion or upload and the session ones', () => {
    const folder = path.join(import.meta.dirname, 'services');
    const issued = readdirSync(folder)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => [...readFileSync(path.join(folder, f), 'utf8').matchAll(/type: '([A-Z]\w+)'/g)].map((m) => m[1]));
    // An upload's record and its one use are counted as the upload (UPLOAD) and as the write that uses it; the server throws unused ones away itself.
    // The follows a block ends are counted as the block.
    const exempt = new Set([
      'RegisterUser',
      'Reserve',
      'StartSession',
      'EndSession',
      'SeeSession',
      'RecordUpload',
      'AttachMedia',
      'ReleaseMedia',
      'DiscardUpload',
      'SeverFollow',
      // A passkey sign-in's parts, counted as its challenge was handed out.
      'UsePasskeyChallenge',
      'UsePasskey',
      // A reset link is counted (MAIL) per address typed, before anyone knows whether an account uses it; a link works once; the outbox's records are the server's own.
      'RequestPasswordReset',
      'ResetPassword',
      'VerifyEmail',
      'RecordMailSent',
      'RecordMailFailure',
      // An operator's, behind the admin code and its throttle, and one at a time (409 while one runs).
      'RequestProjectorRebuild',
      // The push outbox's records, the server's own, and a subscription the push service dropped.
      'RecordPushSent',
      'RecordPushFailure',
      'RecordPushSkipped',
      'DropGone',
      // A sign-in's second step, throttled as passwords are (loginThrottle.ts).
      'PassTwoFactor',
    ]);
    expect(issued.length).toBeGreaterThan(20);
    expect(issued.filter((type) => !exempt.has(type) && !(type in LIMIT_OF_COMMAND))).toEqual([]);
  });
});
