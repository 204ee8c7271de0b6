import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Glimpse, startGlimpse } from '../../bff/app';
import { readConfig } from '../../infra/config';
import { appendsNothing } from '../support/appendsNothing';
import { Caller, signUpAs } from '../support/people';
import { SoftAuthenticator } from '../support/softAuthenticator';
import { tempDataDir } from '../support/tempDataDir';
import { TEST_LIMITS } from '../support/testLimits';
import { useTestServer } from '../support/useTestServer';

const EXPIRED = 'This passkey request has expired. Please try again.';
const NOT_VERIFIED = 'Your passkey could not be verified. Please try again.';
const UNKNOWN = 'This passkey is not registered with Glimpse. Sign in with your password.';
const REPLAYED = 'This passkey sign-in was already used. Please try again.';

let addresses = 0;
const nextAddress = () => `203.0.113.${++addresses}`;

describe('passkeys', () => {
  const server = useTestServer();
  const signUp = (username: string) => signUpAs(server.glimpse, username, nextAddress());
  // The person on another device, signed out: nothing but their passkey tells who they are.
  const signedOut = (caller: Caller) => new Caller(caller.baseUrl, nextAddress());
  const withToken = (caller: Caller, token: string) => new Caller(caller.baseUrl, caller.ip, token, caller.id);

  const registrationOptions = async (caller: Caller) => {
    const answer = await caller.json('/api/auth/passkeys/registration-options', 'POST');
    expect(answer.status).toBe(200);
    return answer.body;
  };
  /** A new passkey of `caller`'s, registered as `name`. */
  async function registered(caller: Caller, name = 'Laptop', counts = true) {
    const authenticator = new SoftAuthenticator(server.url, counts);
    const answer = await caller.json('/api/auth/passkeys/register', 'POST', { response: authenticator.register(await registrationOptions(caller)), name });
    expect(answer.status).toBe(201);
    return { authenticator, passkey: answer.body };
  }
  const logInOptions = async (caller: Caller) => (await caller.json('/api/auth/passkeys/login-options', 'POST')).body;
  const logIn = (caller: Caller, response: unknown) => caller.json('/api/auth/passkeys/login', 'POST', { response });

  it('registers a passkey from settings, lists it, and signs in with it without a username or a second step', async () => {
    const alice = await signUp('pkalice');
    const options = await registrationOptions(alice);
    expect(options).toMatchObject({
      rp: { name: 'Glimpse', id: 'localhost' },
      user: { name: 'pkalice' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    const authenticator = new SoftAuthenticator(server.url);
    const added = await alice.json('/api/auth/passkeys/register', 'POST', { response: authenticator.register(options), name: 'Chrome on Linux' });
    expect(added).toMatchObject({ status: 201, body: { name: 'Chrome on Linux', lastUsedAt: null } });
    expect((await alice.json('/api/auth/passkeys', 'GET')).body).toEqual([added.body]);
    // The next registration keeps the browser from making a second passkey on the same authenticator.
    expect((await registrationOptions(alice)).excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }]);

    const stranger = signedOut(alice);
    const signInOptions = await logInOptions(stranger);
    expect(signInOptions).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(signInOptions.allowCredentials ?? []).toEqual([]);
    const signedIn = await logIn(stranger, authenticator.assert(signInOptions));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: alice.id, username: 'pkalice', email: 'pkalice@example.com' });
    expect(signedIn.body.twoFactorRequired).toBeUndefined();
    const me = await withToken(stranger, signedIn.body.token).graphql('{ me { username } }');
    expect(me.data.me).toEqual({ username: 'pkalice' });
    expect((await alice.json('/api/auth/passkeys', 'GET')).body).toEqual([{ ...added.body, lastUsedAt: expect.any(String) }]);
  });

  it('registers, lists, signs in and removes over GraphQL, the same service as REST', async () => {
    const bob = await signUp('pkbob');
    const options = JSON.parse((await bob.graphql('mutation { passkeyRegistrationOptions }')).data.passkeyRegistrationOptions);
    const authenticator = new SoftAuthenticator(server.url, false);
    const registered = await bob.graphql('mutation($input: RegisterPasskeyInput!) { registerPasskey(input: $input) { id name lastUsedAt } }', {
      input: { response: JSON.stringify(authenticator.register(options)), name: 'Phone' },
    });
    expect(registered.data.registerPasskey).toMatchObject({ name: 'Phone', lastUsedAt: null });
    expect((await bob.graphql('{ passkeys { id name } }')).data.passkeys).toEqual([{ id: registered.data.registerPasskey.id, name: 'Phone' }]);

    const stranger = signedOut(bob);
    const signIn = JSON.parse((await stranger.graphql('mutation { passkeyLogInOptions }')).data.passkeyLogInOptions);
    const signedIn = await stranger.graphql('mutation($response: String!) { logInWithPasskey(response: $response) { token me { id } } }', {
      response: JSON.stringify(authenticator.assert(signIn)),
    });
    expect(signedIn.data.logInWithPasskey.me).toEqual({ id: bob.id });

    expect((await bob.graphql('mutation($id: ID!) { removePasskey(id: $id) }', { id: registered.data.registerPasskey.id })).data.removePasskey).toBe(true);
    expect((await bob.graphql('{ passkeys { id } }')).data.passkeys).toEqual([]);
    const again = JSON.parse((await stranger.graphql('mutation { passkeyLogInOptions }')).data.passkeyLogInOptions);
    const refused = await appendsNothing(server.glimpse, () =>
      stranger.graphql('mutation($response: String!) { logInWithPasskey(response: $response) { token } }', {
        response: JSON.stringify(authenticator.assert(again)),
      }),
    );
    expect(refused.errors?.[0]).toMatchObject({ message: UNKNOWN, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a registration signed out, garbled, forged, for another challenge, session or site, or named badly, appending nothing', async () => {
    const carol = await signUp('pkcarol');
    const options = await registrationOptions(carol);
    const attempt = (caller: Caller, body: unknown) => appendsNothing(server.glimpse, () => caller.json('/api/auth/passkeys/register', 'POST', body));
    const fresh = () => new SoftAuthenticator(server.url);

    expect(await attempt(signedOut(carol), { response: fresh().register(options) })).toMatchObject({
      status: 401,
      body: { message: 'Authentication required' },
    });
    for (const response of [undefined, 'nope', '{"id": 1}', { id: 'abc' }, { ...fresh().register(options), type: 'password' }])
      expect(await attempt(carol, { response })).toMatchObject({ status: 400, body: { message: 'Invalid passkey response' } });
    const garbledClientData = fresh().register(options);
    garbledClientData.response.clientDataJSON = 'bm90LWpzb24';
    expect(await attempt(carol, { response: garbledClientData })).toMatchObject({ status: 400, body: { message: 'Invalid passkey response' } });
    expect(await attempt(carol, { response: fresh().register(options, { challenge: 'bm90LWlzc3VlZA' }) })).toMatchObject({
      status: 400,
      body: { message: EXPIRED },
    });
    expect(await attempt(carol, { response: fresh().register(options, { origin: 'https://evil.example' }) })).toMatchObject({
      status: 400,
      body: { message: NOT_VERIFIED },
    });
    expect(await attempt(carol, { response: fresh().register(options, { userVerified: false }) })).toMatchObject({
      status: 400,
      body: { message: NOT_VERIFIED },
    });
    expect(await attempt(carol, { response: fresh().register(options, { type: 'webauthn.get' }) })).toMatchObject({
      status: 400,
      body: { message: NOT_VERIFIED },
    });
    expect(await attempt(carol, { response: fresh().register(options), name: 'x'.repeat(65) })).toMatchObject({
      status: 400,
      body: { message: 'Passkey name must be at most 64 characters' },
    });
    expect(await attempt(carol, { response: fresh().register(options), name: 42 })).toMatchObject({
      status: 400,
      body: { message: 'Passkey name must be text' },
    });

    // Another session of carol's, and another person, cannot use the challenge this session asked for.
    const otherSession = await signUpAs(server.glimpse, 'pkcarol2', nextAddress());
    expect(await attempt(otherSession, { response: fresh().register(options) })).toMatchObject({ status: 400, body: { message: EXPIRED } });
    const login = await carol.json('/api/auth/login', 'POST', { username: 'pkcarol', password: 'secret1' });
    expect(await attempt(withToken(carol, login.body.token), { response: fresh().register(options) })).toMatchObject({
      status: 400,
      body: { message: EXPIRED },
    });

    // The challenge is good once.
    expect((await carol.json('/api/auth/passkeys/register', 'POST', { response: fresh().register(options) })).status).toBe(201);
    expect(await attempt(carol, { response: fresh().register(options) })).toMatchObject({ status: 400, body: { message: EXPIRED } });
  });

  it('refuses a credential registered already, by its owner or anyone else (409)', async () => {
    const dan = await signUp('pkdan');
    const erin = await signUp('pkerin');
    const { authenticator } = await registered(dan);
    for (const caller of [dan, erin]) {
      const options = await registrationOptions(caller);
      const answer = await appendsNothing(server.glimpse, () =>
        caller.json('/api/auth/passkeys/register', 'POST', { response: authenticator.register(options) }),
      );
      expect(answer).toMatchObject({ status: 409, body: { message: 'This passkey is already registered.' } });
    }
  });

  it('refuses a sign-in with an unknown passkey, a challenge never issued or used, a replayed or tampered answer, appending nothing', async () => {
    const fay = await signUp('pkfay');
    const { authenticator } = await registered(fay);
    const { authenticator: synced } = await registered(fay, 'Synced', false);
    const stranger = signedOut(fay);
    const attempt = (response: unknown) => appendsNothing(server.glimpse, () => logIn(stranger, response));

    expect(await attempt(new SoftAuthenticator(server.url).assert(await logInOptions(stranger)))).toMatchObject({ status: 401, body: { message: UNKNOWN } });
    for (const response of [undefined, '', 'garbage', { id: authenticator.id }])
      expect(await attempt(response)).toMatchObject({ status: 400, body: { message: 'Invalid passkey response' } });
    expect(await attempt(authenticator.assert(await logInOptions(stranger), { challenge: 'bm90LWlzc3VlZA' }))).toMatchObject({
      status: 400,
      body: { message: EXPIRED },
    });
    expect(await attempt(authenticator.assert(await logInOptions(stranger), { origin: 'https://evil.example' }))).toMatchObject({
      status: 401,
      body: { message: NOT_VERIFIED },
    });
    expect(await attempt(authenticator.assert(await logInOptions(stranger), { userVerified: false }))).toMatchObject({
      status: 401,
      body: { message: NOT_VERIFIED },
    });
    const tampered = authenticator.assert(await logInOptions(stranger));
    tampered.response.signature = new SoftAuthenticator(server.url).assert(await logInOptions(stranger)).response.signature;
    expect(await attempt(tampered)).toMatchObject({ status: 401, body: { message: NOT_VERIFIED } });
    // A registration's challenge does not sign anyone in.
    const registrationChallenge = (await registrationOptions(fay)).challenge;
    expect(await attempt(authenticator.assert({ challenge: registrationChallenge, rpId: 'localhost' }))).toMatchObject({
      status: 400,
      body: { message: EXPIRED },
    });

    // The same answer twice: its count no longer goes up (a counting authenticator), or its challenge was used (a synced passkey, always 0).
    const answer = authenticator.assert(await logInOptions(stranger));
    expect((await logIn(stranger, answer)).status).toBe(200);
    expect(await attempt(answer)).toMatchObject({ status: 401, body: { message: REPLAYED } });
    const syncedAnswer = synced.assert(await logInOptions(stranger));
    expect((await logIn(stranger, syncedAnswer)).status).toBe(200);
    expect(await attempt(syncedAnswer)).toMatchObject({ status: 400, body: { message: EXPIRED } });
    // A fresh challenge signed with a count that went back: a cloned authenticator.
    expect(await attempt(authenticator.assert(await logInOptions(stranger), { counter: 1 }))).toMatchObject({ status: 401, body: { message: REPLAYED } });
    expect((await logIn(stranger, authenticator.assert(await logInOptions(stranger)))).status).toBe(200);
  });

  it('refuses a banned account as the password sign-in does, with why', async () => {
    const gus = await signUp('pkgus');
    const { authenticator } = await registered(gus);
    const admin = await signUpAs(server.glimpse, 'pkboss', nextAddress(), true);
    expect((await admin.json('/api/admin/ban-user', 'POST', { userId: gus.id, reason: 'Spam', adminUserId: admin.id })).status).toBe(200);
    const stranger = signedOut(gus);
    const response = authenticator.assert(await logInOptions(stranger));
    const refused = await appendsNothing(server.glimpse, () => logIn(stranger, response));
    expect(refused).toMatchObject({ status: 403, body: { message: 'Your account has been banned.', ban: { reason: 'Spam' } } });
  });

  it("removes one's own passkeys only, and a removed or deleted account's passkey signs no one in", async () => {
    const hal = await signUp('pkhal');
    const ivy = await signUp('pkivy');
    const { authenticator, passkey } = await registered(hal);
    const { authenticator: ivys } = await registered(ivy);
    for (const [caller, id] of [
      [ivy, passkey.id],
      [hal, 'no-such-passkey'],
    ] as const) {
      const refused = await appendsNothing(server.glimpse, () => caller.json(`/api/auth/passkeys/${id}`, 'DELETE'));
      expect(refused).toMatchObject({ status: 404, body: { message: 'Passkey not found' } });
    }
    expect(await hal.json(`/api/auth/passkeys/${passkey.id}`, 'DELETE')).toMatchObject({ status: 200, body: { message: 'Passkey removed' } });
    expect((await hal.json('/api/auth/passkeys', 'GET')).body).toEqual([]);
    const stranger = signedOut(hal);
    const removed = authenticator.assert(await logInOptions(stranger));
    expect(await appendsNothing(server.glimpse, () => logIn(stranger, removed))).toMatchObject({ status: 401, body: { message: UNKNOWN } });

    expect((await ivy.request('/api/auth/delete-account', { method: 'DELETE' })).status).toBe(200);
    const deleted = ivys.assert(await logInOptions(stranger));
    expect(await appendsNothing(server.glimpse, () => logIn(stranger, deleted))).toMatchObject({ status: 401, body: { message: UNKNOWN } });
  });
});

describe('passkey challenges, kept in the event store', () => {
  // The site as PUBLIC_URL names it: its origin, whatever port this run's server listens on.
  const PUBLIC_URL = 'http://localhost:4173';
  let now = new Date();
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  const start = () =>
    startGlimpse(readConfig({ DATA_DIR: data.dir, PORT: '0', DEMO_CONTENT: 'false', MASCOT: 'false', ...TEST_LIMITS, PUBLIC_URL }), { clock: () => now });
  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await start();
  });
  afterAll(async () => {
    await glimpse?.close();
    await data?.remove();
  });

  it('is made for PUBLIC_URL, and is answered after a restart: no process keeps it in memory', async () => {
    const jo = await signUpAs(glimpse, 'pkjo', nextAddress());
    const options = (await jo.json('/api/auth/passkeys/registration-options', 'POST')).body;
    expect(options.rp.id).toBe('localhost');
    await glimpse.close();
    glimpse = await start();
    const again = new Caller(glimpse.url, jo.ip, jo.token, jo.id);
    const authenticator = new SoftAuthenticator(PUBLIC_URL);
    expect((await again.json('/api/auth/passkeys/register', 'POST', { response: authenticator.register(options) })).status).toBe(201);
    // The answer names the page the browser was on: PUBLIC_URL's, not the host this request named.
    const signIn = (await again.json('/api/auth/passkeys/login-options', 'POST')).body;
    const fromHost = authenticator.assert(signIn, { origin: glimpse.url });
    expect(await appendsNothing(glimpse, () => again.json('/api/auth/passkeys/login', 'POST', { response: fromHost }))).toMatchObject({
      status: 401,
      body: { message: NOT_VERIFIED },
    });
    expect((await again.json('/api/auth/passkeys/login', 'POST', { response: authenticator.assert(signIn) })).status).toBe(200);
  });

  it('expires 5 minutes after it was handed out', async () => {
    const kit = await signUpAs(glimpse, 'pkkit', nextAddress());
    const authenticator = new SoftAuthenticator(PUBLIC_URL);
    const options = (await kit.json('/api/auth/passkeys/registration-options', 'POST')).body;
    now = new Date(now.getTime() + 5 * 60_000);
    const late = await appendsNothing(glimpse, () => kit.json('/api/auth/passkeys/register', 'POST', { response: authenticator.register(options) }));
    expect(late).toMatchObject({ status: 400, body: { message: EXPIRED } });

    const fresh = (await kit.json('/api/auth/passkeys/registration-options', 'POST')).body;
    now = new Date(now.getTime() + 4 * 60_000);
    expect((await kit.json('/api/auth/passkeys/register', 'POST', { response: authenticator.register(fresh) })).status).toBe(201);
    // Signed out, as on the login page: a signed-in caller's request could record its session as seen.
    const visitor = new Caller(kit.baseUrl, nextAddress());
    const signIn = (await visitor.json('/api/auth/passkeys/login-options', 'POST')).body;
    now = new Date(now.getTime() + 6 * 60_000);
    const response = authenticator.assert(signIn);
    expect(await appendsNothing(glimpse, () => visitor.json('/api/auth/passkeys/login', 'POST', { response }))).toMatchObject({
      status: 400,
      body: { message: EXPIRED },
    });
  });
});
