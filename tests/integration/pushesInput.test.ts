import { createECDH, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendsNothing } from '../support/appendsNothing';
import { Caller, signUpAs } from '../support/people';
import { useTestServer } from '../support/useTestServer';

const keys = () => ({ p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') });

describe('pushes: the calls refuse bad input with a 4xx and append nothing', () => {
  // As in production: no endpoint on a loopback or private address.
  const server = useTestServer();
  let ann: Caller;
  let bob: Caller;
  const subscribe = (person: Caller, body: unknown) => person.json('/api/push/subscriptions', 'POST', body);
  const refused = (attempt: () => Promise<{ status: number; body: any }>) => appendsNothing(server.glimpse, attempt);

  beforeAll(async () => {
    ann = await signUpAs(server.glimpse, 'ann', '10.0.7.1');
    bob = await signUpAs(server.glimpse, 'bob', '10.0.7.2');
  });

  it('answers the public key to anyone, and every other call 401 signed out', async () => {
    const signedOut = new Caller(server.url, '10.0.7.9');
    const { status, body } = await signedOut.request('/api/push/public-key');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['publicKey']);
    // An uncompressed P-256 point, as PushManager.subscribe takes it.
    expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65);
    for (const [method, payload] of [
      ['POST', { endpoint: 'https://push.example/x', keys: keys() }],
      ['DELETE', { endpoint: 'https://push.example/x' }],
    ] as const) {
      expect(await refused(() => signedOut.json('/api/push/subscriptions', method, payload))).toEqual({
        status: 401,
        body: { message: 'Authentication required' },
      });
    }
    expect(await refused(() => signedOut.request('/api/push/settings'))).toEqual({ status: 401, body: { message: 'Authentication required' } });
    expect((await refused(() => signedOut.json('/api/push/settings', 'PUT', { likes: false }))).status).toBe(401);
    const graphql = await signedOut.graphql('{ pushSettings { likes } }');
    expect(graphql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a subscription without keys, with keys that are not a browser’s, or not JSON at all', async () => {
    const endpoint = 'https://push.example/abc';
    for (const body of [
      {},
      { endpoint },
      { endpoint, keys: null },
      { endpoint, keys: { auth: keys().auth } },
      { endpoint, keys: { p256dh: keys().p256dh } },
      { endpoint, keys: { p256dh: 'short', auth: keys().auth } },
      { endpoint, keys: { p256dh: keys().p256dh, auth: randomBytes(8).toString('base64url') } },
      { endpoint: 42, keys: keys() },
    ]) {
      const res = await refused(() => subscribe(ann, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await refused(() => subscribe(ann, { endpoint: '', keys: keys() }))).toEqual({ status: 400, body: { message: 'endpoint is required.' } });
    expect((await refused(() => subscribe(ann, { endpoint, keys: {} }))).body.message).toMatch(/p256dh/);
  });

  it('refuses an endpoint that is not https, or on a loopback, private or link-local address (a host name resolving to one too)', async () => {
    for (const endpoint of ['http://push.example/x', 'ftp://push.example/x', 'not a url', 'https://user:pw@push.example/x']) {
      expect(await refused(() => subscribe(ann, { endpoint, keys: keys() })), endpoint).toEqual({
        status: 400,
        body: { message: 'The push endpoint must be an https URL.' },
      });
    }
    for (const endpoint of [
      'https://127.0.0.1/x',
      'https://localhost:8443/x',
      'https://10.1.2.3/x',
      'https://192.168.0.10/x',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:127.0.0.1]/x',
    ]) {
      expect(await refused(() => subscribe(ann, { endpoint, keys: keys() })), endpoint).toEqual({
        status: 400,
        body: { message: 'The push endpoint must not be on a loopback or private address.' },
      });
    }
    const graphql = await refused(async () => ({
      status: 0,
      body: await ann.graphql('mutation($input: PushSubscriptionInput!) { subscribeToPush(input: $input) }', {
        input: { endpoint: 'https://127.0.0.1/x', ...keys() },
      }),
    }));
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: 'The push endpoint must not be on a loopback or private address.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('does not remove an unknown subscription, and asks for the endpoint', async () => {
    // Someone else's is refused the same way: tests/integration/pushes.test.ts, where endpoints can be subscribed.
    expect(await refused(() => bob.json('/api/push/subscriptions', 'DELETE', { endpoint: 'https://push.example/never-subscribed' }))).toEqual({
      status: 404,
      body: { message: 'Push subscription not found' },
    });
    expect(await refused(() => ann.json('/api/push/subscriptions', 'DELETE', {}))).toEqual({ status: 400, body: { message: 'endpoint is required.' } });
  });

  it('refuses settings that are not true or false, unknown ones, or none', async () => {
    for (const body of [{ likes: 'no' }, { likes: 1 }, { colour: true }, {}, [], { likes: true, messages: null }]) {
      const res = await refused(() => ann.json('/api/push/settings', 'PUT', body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await ann.request('/api/push/settings')).toEqual({
      status: 200,
      body: { likes: true, comments: true, follows: true, mentions: true, messages: true },
    });
    expect(await ann.json('/api/push/settings', 'PUT', { likes: false, messages: false })).toEqual({
      status: 200,
      body: { likes: false, comments: true, follows: true, mentions: true, messages: false },
    });
    // The same again appends nothing.
    await refused(() => ann.json('/api/push/settings', 'PUT', { likes: false }));
    const graphql = await ann.graphql('mutation { changePushSettings(input: { likes: true }) { likes messages } }');
    expect(graphql.data.changePushSettings).toEqual({ likes: true, messages: false });
  });
});
