import { generate } from 'otplib';
import { appendsNothing as appendsNothingOn } from '../support/appendsNothing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGlimpse, type Glimpse } from '../../bff/app';
import { INCORRECT_PASSWORD } from '../../bff/auth/passwordConfirmation';
import { WRONG_CODE } from '../../bff/services/twoFactor';
import {
  CODE_ALREADY_USED,
  RECOVERY_CODE_USED,
  SIGN_IN_EXPIRED,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_NOT_SET_UP,
} from '../../domain/twoFactor/decider';
import { readConfig } from '../../infra/config';
import { Caller, signUpAs } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import { TEST_LIMITS } from '../support/testLimits';

let now = new Date('2026-11-24T10:00:00.000Z');
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
/** The code the person's app shows now. */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });

describe('two-factor sign-in over real HTTP', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let alice: Caller;
  let bob: Caller;
  const secrets: Record<string, string> = {};
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await startGlimpse(readConfig({ DATA_DIR: data.dir, PORT: '0', DEMO_CONTENT: 'false', MASCOT: 'false', ...TEST_LIMITS }), { clock: () => now });
    alice = await signUpAs(glimpse, 'alice', '203.0.113.10');
    bob = await signUpAs(glimpse, 'bob', '203.0.113.20');
  });
  afterAll(async () => {
    await glimpse?.close();
    await data?.remove();
  });

  /** The call's answer, having checked that it appended nothing. */
  const appendsNothing = <T>(call: () => Promise<T>): Promise<T> => appendsNothingOn(glimpse, call);
  const passwordStep = (who: Caller, username: string) => new Caller(glimpse.url, who.ip).json('/api/auth/login', 'POST', { username, password: 'secret1' });
  // Either may be a promise: each step's request is made inside the check that it appends nothing.
  const codeStep = async (who: Caller, challenge: unknown, code: unknown) =>
    new Caller(glimpse.url, who.ip).json('/api/auth/login/2fa', 'POST', { challenge: await challenge, code: await code });
  const challengeOf = async (who: Caller, username: string) => (await passwordStep(who, username)).body.challenge as string;

  async function turnOn(who: Caller) {
    const setUp = await who.json('/api/auth/2fa/setup', 'POST');
    expect(setUp.status).toBe(200);
    secrets[who.id!] = setUp.body.secret;
    const enabled = await who.json('/api/auth/2fa/enable', 'POST', { code: await codeNow(setUp.body.secret) });
    expect(enabled.status).toBe(200);
    return enabled.body.recoveryCodes as string[];
  }

  it('refuses to turn on without a set-up, and to turn off what is off', async () => {
    expect(await appendsNothing(() => alice.json('/api/auth/2fa/enable', 'POST', { code: '123456' }))).toEqual({
      status: 409,
      body: { message: TWO_FACTOR_NOT_SET_UP },
    });
    expect(await appendsNothing(() => alice.json('/api/auth/2fa/disable', 'POST', { password: 'secret1' }))).toEqual({
      status: 409,
      body: { message: TWO_FACTOR_NOT_ON },
    });
    expect((await new Caller(glimpse.url, '203.0.113.99').json('/api/auth/2fa/setup', 'POST')).status).toBe(401);
  });

  it('sets up a secret for an authenticator app and turns on with one of its codes, once', async () => {
    const setUp = await alice.json('/api/auth/2fa/setup', 'POST');
    expect(setUp.status).toBe(200);
    expect(setUp.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setUp.body.otpauthUrl);
    expect(`${url.protocol}//${url.host}${decodeURIComponent(url.pathname)}`).toBe('otpauth://totp/Glimpse:alice');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ secret: setUp.body.secret, issuer: 'Glimpse' });
    secrets[alice.id!] = setUp.body.secret;

    const right = await codeNow(setUp.body.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await appendsNothing(() => alice.json('/api/auth/2fa/enable', 'POST', { code: wrong }))).toEqual({ status: 400, body: { message: WRONG_CODE } });
    expect((await appendsNothing(() => alice.json('/api/auth/2fa/enable', 'POST', {}))).status).toBe(400);

    const enabled = await alice.json('/api/auth/2fa/enable', 'POST', { code: right });
    expect(enabled.status).toBe(200);
    recoveryCodes = enabled.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/);

    expect(await appendsNothing(() => alice.json('/api/auth/2fa/enable', 'POST', { code: right }))).toEqual({
      status: 409,
      body: { message: TWO_FACTOR_ALREADY_ON },
    });
    expect(await appendsNothing(() => alice.json('/api/auth/2fa/setup', 'POST'))).toEqual({ status: 409, body: { message: TWO_FACTOR_ALREADY_ON } });
    const me = await alice.graphql('{ me { twoFactor { enabled recoveryCodesLeft } } }');
    expect(me.data.me.twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('asks for a code after the right password, and signs in with it', async () => {
    const password = await appendsNothing(() => passwordStep(alice, 'alice'));
    expect(password.status).toBe(200);
    expect(Object.keys(password.body).sort()).toEqual(['challenge', 'twoFactorRequired']);
    expect(password.body.twoFactorRequired).toBe(true);

    // The code that turned it on was used: the same time step is refused.
    expect(await appendsNothing(() => codeStep(alice, password.body.challenge, codeNow(secrets[alice.id!])))).toMatchObject({
      status: 401,
      body: { message: CODE_ALREADY_USED },
    });

    later(30);
    const code = await codeNow(secrets[alice.id!]);
    const signedIn = await codeStep(alice, password.body.challenge, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: alice.id, username: 'alice' });
    const session = new Caller(glimpse.url, alice.ip, signedIn.body.token);
    expect((await session.graphql('{ me { username } }')).data.me).toEqual({ username: 'alice' });

    // The same code again, with a new challenge: replayed.
    const replay = await challengeOf(alice, 'alice');
    expect(await appendsNothing(() => codeStep(alice, replay, code))).toEqual({ status: 401, body: { message: CODE_ALREADY_USED } });
    // The answered challenge again, with the next code: used.
    later(30);
    expect(await appendsNothing(() => codeStep(alice, password.body.challenge, codeNow(secrets[alice.id!])))).toEqual({
      status: 401,
      body: { message: SIGN_IN_EXPIRED },
    });
  });

  it('signs in with a recovery code once, however it is typed', async () => {
    const typed = recoveryCodes[0].replace('-', ' ').toUpperCase();
    expect((await codeStep(alice, await challengeOf(alice, 'alice'), typed)).status).toBe(200);
    expect((await alice.graphql('{ me { twoFactor { recoveryCodesLeft } } }')).data.me.twoFactor.recoveryCodesLeft).toBe(9);
    const again = await challengeOf(alice, 'alice');
    expect(await appendsNothing(() => codeStep(alice, again, recoveryCodes[0]))).toEqual({ status: 401, body: { message: RECOVERY_CODE_USED } });
    expect(await appendsNothing(() => codeStep(alice, again, 'abcde-12345'))).toEqual({ status: 401, body: { message: WRONG_CODE } });
  });

  it('refuses an expired, unknown or foreign challenge, and a missing code', async () => {
    const challenge = await challengeOf(alice, 'alice');
    later(5 * 60 + 1);
    expect(await appendsNothing(() => codeStep(alice, challenge, codeNow(secrets[alice.id!])))).toEqual({
      status: 401,
      body: { message: SIGN_IN_EXPIRED },
    });
    expect(await appendsNothing(() => codeStep(alice, 'not-a-challenge', '123456'))).toEqual({ status: 401, body: { message: SIGN_IN_EXPIRED } });
    // A session token is no challenge.
    expect((await appendsNothing(() => codeStep(alice, alice.token, '123456'))).status).toBe(401);
    expect((await appendsNothing(() => codeStep(alice, { sub: alice.id }, '123456'))).status).toBe(401);
    expect((await appendsNothing(() => codeStep(alice, challengeOf(alice, 'alice'), ''))).status).toBe(400);

    // A challenge is bound to its account: bob's codes do not answer alice's.
    await turnOn(bob);
    later(30);
    expect(await appendsNothing(() => codeStep(alice, challengeOf(alice, 'alice'), codeNow(secrets[bob.id!])))).toMatchObject({ status: 401 });
  });

  it('throttles wrong codes as it throttles wrong passwords', async () => {
    const challenge = await challengeOf(bob, 'bob');
    const right = await codeNow(secrets[bob.id!]);
    const wrong = right === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) expect((await appendsNothing(() => codeStep(bob, challenge, wrong))).status).toBe(401);
    const response = await fetch(`${glimpse.url}/api/auth/login/2fa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': bob.ip },
      body: JSON.stringify({ challenge, code: right }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await response.json()).message).toMatch(/^Too many failed sign-in attempts/);
  });

  it('answers logIn over GraphQL with a challenge, completed by logInTwoFactor', async () => {
    const newcomer = new Caller(glimpse.url, alice.ip);
    const LOG_IN = 'mutation($input: LogInInput!) { logIn(input: $input) { twoFactorRequired challenge token me { id } } }';
    const first = await newcomer.graphql(LOG_IN, { input: { username: 'alice', password: 'secret1' } });
    expect(first.data.logIn).toMatchObject({ twoFactorRequired: true, token: null, me: null });
    later(30);
    const COMPLETE = 'mutation($input: TwoFactorLogInInput!) { logInTwoFactor(input: $input) { token me { username } } }';
    const wrong = await appendsNothing(() => newcomer.graphql(COMPLETE, { input: { challenge: first.data.logIn.challenge, code: 'nope' } }));
    expect(wrong.errors?.[0]).toMatchObject({ message: WRONG_CODE, extensions: { code: 'UNAUTHENTICATED' } });
    const second = await newcomer.graphql(COMPLETE, { input: { challenge: first.data.logIn.challenge, code: await codeNow(secrets[alice.id!]) } });
    expect(second.data.logInTwoFactor.me).toEqual({ username: 'alice' });
    expect(second.data.logInTwoFactor.token).toEqual(expect.any(String));
  });

  it('turns off with the password only, after which the password alone signs in', async () => {
    const wrong = await appendsNothing(() => alice.json('/api/auth/2fa/disable', 'POST', { password: 'not-it' }));
    expect(wrong).toEqual({ status: 400, body: { message: INCORRECT_PASSWORD } });
    const off = await alice.graphql('mutation { disableTwoFactor(password: "secret1") }');
    expect(off.data.disableTwoFactor).toBe(true);
    const password = await passwordStep(alice, 'alice');
    expect(password.body).toMatchObject({ user: { username: 'alice' }, token: expect.any(String) });
    expect((await alice.graphql('{ me { twoFactor { enabled recoveryCodesLeft } } }')).data.me.twoFactor).toEqual({ enabled: false, recoveryCodesLeft: null });
    // Turned on again, the old recovery codes are gone with the old secret.
    later(30);
    const fresh = await turnOn(alice);
    expect(fresh).not.toContain(recoveryCodes[1]);
    expect((await appendsNothing(() => codeStep(alice, challengeOf(alice, 'alice'), recoveryCodes[1]))).status).toBe(401);
  });

  it('deletes an account from the web only with its password: a wrong one deletes nothing', async () => {
    const carol = await signUpAs(glimpse, 'carol', '203.0.113.30');
    const DELETE = 'mutation($password: String!) { deleteAccount(password: $password) }';
    const wrong = await appendsNothing(() => carol.graphql(DELETE, { password: 'not-it' }));
    expect(wrong.errors?.[0]?.message).toBe(INCORRECT_PASSWORD);
    expect((await carol.graphql('{ me { username } }')).data.me).toEqual({ username: 'carol' });
    expect((await carol.graphql(DELETE, { password: 'secret1' })).data.deleteAccount).toBe(true);
    expect(await glimpse.services.users.byId(carol.id!)).toBeNull();
  });
});
