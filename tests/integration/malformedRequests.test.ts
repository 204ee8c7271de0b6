import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { adminChatSession } from '../fuzz/adminChatSession';
import { phonePhoto } from '../support/images';
import { signUpAs, type Caller } from '../support/people';
import { useTestServer } from '../support/useTestServer';

const server = useTestServer();
let alice: Caller;

beforeAll(async () => {
  alice = await signUpAs(server.glimpse, 'alice', '203.0.113.10');
});

// Each of these answered 500 before the fuzzer (tests/fuzz/) found it.
describe('requests the fuzzer found answered 500', () => {
  it('refuses a path whose %-escape does not decode with a 400', async () => {
    for (const path of ['/api/posts/%', '/api/users/%E0%A4%A/followers', '/media/%ZZ'])
      expect(await alice.request(path), path).toEqual({ status: 400, body: { message: 'The address is not valid: it holds a malformed %-escape.' } });
  });

  it('refuses a form that cannot be parsed with a 400, storing nothing', async () => {
    const before = await server.glimpse.engines.events.headPosition();
    const cutShort = await alice.request('/api/posts', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhi',
    });
    expect(cutShort).toEqual({ status: 400, body: { message: 'Invalid upload: the form data could not be read.' } });
    const noBoundary = await alice.request('/media', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' });
    expect(noBoundary).toEqual({ status: 400, body: { message: 'Invalid upload: the form data could not be read.' } });
    const form = new FormData();
    form.append('profilePicture', new Blob([new Uint8Array(await phonePhoto(64, 48))], { type: 'image/jpeg' }), 'a\u0000.png');
    form.append('fullName', 'Alice');
    expect((await alice.request('/api/auth/update-profile', { method: 'POST', body: form })).status).toBe(400);
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
  });

  it('refuses a JSON body in a charset other than UTF-8 with a 415', async () => {
    const res = await alice.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json; charset=x-unknown' }, body: '{}' });
    expect(res).toEqual({ status: 415, body: { message: 'The request body must be UTF-8 JSON.' } });
  });

  it('answers GraphQL variables of the wrong type with BAD_USER_INPUT and a 400', async () => {
    const res = await alice.json('/graphql', 'POST', { query: 'query($id: ID!) { post(id: $id) { id } }', variables: { id: [null, 1] } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ message: expect.stringContaining('Variable "$id" got invalid value'), extensions: { code: 'BAD_USER_INPUT' } });
    const missing = await alice.json('/graphql', 'POST', { query: 'mutation($c: String!) { addComment(postId: "x", content: $c) { id } }', variables: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses the admin chat socket to a page whose Origin is no URL, with 403 before the upgrade', async () => {
    for (const origin of ['null', '%%%']) {
      const status = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/admin-ws`, { headers: { origin } });
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.once('open', () => reject(new Error(`opened with Origin ${origin}`)));
        socket.once('error', () => undefined);
      });
      expect(status, origin).toBe(403);
    }
    const outcome = await adminChatSession(server.url, null, [], '');
    expect(outcome).toMatchObject({ received: [{ type: 'error', message: 'Authentication required' }], answeredLastAuth: true });
  });
});
