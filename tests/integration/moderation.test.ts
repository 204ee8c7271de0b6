import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startGlimpse, type Glimpse } from '../../bff/app';
import { readConfig } from '../../infra/config';
import { phonePhoto } from '../support/images';
import { Caller, signUpAs } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import { TEST_LIMITS } from '../support/testLimits';

const ADMIN_CODE = 'let-me-moderate';
let now = new Date('2026-11-22T14:00:00.000Z');
const photo = async () => new Blob([new Uint8Array(await phonePhoto(200, 200))], { type: 'image/jpeg' });

describe('moderation over real HTTP', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let admin: Caller;
  let otherAdmin: Caller;
  let alice: Caller;
  let bob: Caller;
  let anonymous: Caller;

  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await startGlimpse(
      readConfig({ DATA_DIR: data.dir, PORT: '0', DEMO_CONTENT: 'false', MASCOT: 'false', SEND_MAIL: 'false', ADMIN_CODE, ...TEST_LIMITS }),
      {
        clock: () => now,
      },
    );
    admin = await signUpAs(glimpse, 'moda', '198.51.100.1', true);
    otherAdmin = await signUpAs(glimpse, 'modb', '198.51.100.2', true);
    alice = await signUpAs(glimpse, 'alice', '203.0.113.10');
    bob = await signUpAs(glimpse, 'bob', '203.0.113.20');
    anonymous = new Caller(glimpse.url, '203.0.113.99');
  });
  afterAll(async () => {
    await glimpse?.close();
    await data?.remove();
  });

  const post = async (who: Caller, caption = 'Hello #world') => who.multipart('/api/posts', { media: await photo(), caption });

  describe('admin authorization', () => {
    const restCalls: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/reports'],
      ['GET', '/api/admin/banned-ips'],
      ['PATCH', '/api/admin/reports/nope/status', { status: 'reviewed' }],
      ['POST', '/api/admin/ips/192.0.2.1/unban'],
      ['POST', '/api/admin/ban-user', { userId: 'nope', reason: 'x' }],
      ['POST', '/api/admin/users/nope/timeout', { duration: '1h' }],
      ['POST', '/api/admin/users/nope/ban', {}],
      ['GET', '/api/admin/banned-posts'],
      ['POST', '/api/admin/posts/nope/ban', { reason: 'x' }],
      ['POST', '/api/admin/posts/nope/unban'],
      ['GET', '/api/admin/accounts'],
      ['POST', '/api/admin/users/nope/unban', {}],
      ['POST', '/api/admin/users/nope/lift-timeout', {}],
      ['POST', '/api/admin/ips', { ipAddress: '192.0.2.1' }],
      ['GET', '/api/admin/appeals'],
      ['POST', '/api/admin/appeals/nope/decide', { decision: 'upheld', reason: 'x' }],
    ];
    const graphqlCalls = [
      'query { adminUsers { id } }',
      'query { reports { id } }',
      'query { bannedIps { id } }',
      'query { auditLog { id } }',
      'query { timeline(targetId: "x") { id } }',
      'mutation { setReportStatus(reportId: "nope", status: reviewed) { id } }',
      'mutation { moderateUser(input: { userId: "nope", action: ban }) { id } }',
      'mutation { unbanIp(ip: "192.0.2.1") }',
      'query { bannedPosts { reason } }',
      'mutation { banPost(id: "nope") { id } }',
      'mutation { unbanPost(id: "nope") { id } }',
      'query { adminAccounts { id } }',
      'query { adminAppeals { id } }',
      'mutation { liftSanction(userId: "nope", action: unban) { id } }',
      'mutation { banIp(ipAddress: "192.0.2.1") { id } }',
      'mutation { decideAppeal(input: { appealId: "nope", decision: upheld, reason: "x" }) { id } }',
    ];

    it('answers 401 signed out and 403 to a regular user on every REST admin call', async () => {
      for (const [method, path, body] of restCalls) {
        expect(await anonymous.json(path, method, body), `${method} ${path}`).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
        expect(await alice.json(path, method, body), `${method} ${path}`).toMatchObject({ status: 403, body: { message: 'Admin privileges required.' } });
      }
    });

    it('ignores an adminUserId in the body', async () => {
      const res = await alice.json('/api/admin/ban-user', 'POST', { userId: bob.id, adminUserId: admin.id, reason: 'x' });
      expect(res).toMatchObject({ status: 403, body: { message: 'Admin privileges required.' } });
    });

    it('answers UNAUTHENTICATED and FORBIDDEN on every GraphQL admin operation', async () => {
      for (const query of graphqlCalls) {
        expect((await anonymous.graphql(query)).errors?.[0], query).toMatchObject({
          message: 'Authentication required',
          extensions: { code: 'UNAUTHENTICATED' },
        });
        expect((await alice.graphql(query)).errors?.[0], query).toMatchObject({ message: 'Admin privileges required.', extensions: { code: 'FORBIDDEN' } });
      }
    });

    it('lets an admin through (a missing target is a 404, not a refusal)', async () => {
      expect((await admin.json('/api/admin/users', 'GET')).status).toBe(200);
      expect((await admin.json('/api/admin/reports', 'GET')).body).toEqual([]);
      expect((await admin.json('/api/admin/banned-ips', 'GET')).body).toEqual([]);
      expect((await admin.json('/api/admin/banned-posts', 'GET')).body).toEqual([]);
      expect(await admin.json('/api/admin/posts/nope/unban', 'POST')).toMatchObject({ status: 404 });
      expect(await admin.json('/api/admin/reports/nope/status', 'PATCH', { status: 'reviewed' })).toMatchObject({ status: 404 });
      expect(await admin.json('/api/admin/users/nope/timeout', 'POST', { duration: '1h' })).toMatchObject({ status: 404, body: { message: 'User not found' } });
      expect(await admin.json('/api/admin/ips/192.0.2.1/unban', 'POST')).toMatchObject({ status: 409, body: { message: 'This IP address is not banned.' } });
      const users = await admin.graphql('query { adminUsers { username isAdmin banned } }');
      expect(users.data.adminUsers).toEqual(
        expect.arrayContaining([
          { username: 'alice', isAdmin: false, banned: false },
          { username: 'moda', isAdmin: true, banned: false },
        ]),
      );
      expect((await admin.graphql('query { reports { id } bannedIps { id } }')).data).toEqual({ reports: [], bannedIps: [] });
    });
  });

  describe('reports', () => {
    let reportId: string;

    it('takes a report with a screenshot and a reported user, the token in x-auth-token', async () => {
      const viaHeader = new Caller(glimpse.url, alice.ip);
      const res = await viaHeader.multipart(
        '/api/reports',
        { text: '  bob posts spam  ', reportedUserId: bob.id!, image: await photo() },
        { 'x-auth-token': alice.token! },
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ userId: alice.id, reportedUserId: bob.id, content: 'bob posts spam', status: 'pending' });
      expect(res.body.imageUrl).toMatch(/^\/media\/.+\.jpg$/);
      reportId = res.body.id;
    });

    it('refuses a blank description, an oversized screenshot and anyone signed out, storing nothing', async () => {
      const before = await glimpse.engines.events.headPosition();
      expect(await alice.multipart('/api/reports', { text: '   ' })).toMatchObject({
        status: 400,
        body: { message: 'Please enter a description of the issue.' },
      });
      const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/jpeg' });
      expect(await alice.multipart('/api/reports', { text: 'x', image: big })).toMatchObject({
        status: 413,
        body: { message: 'File too large: Please select an image smaller than 10MB.' },
      });
      expect(await anonymous.multipart('/api/reports', { text: 'x' })).toMatchObject({ status: 401 });
      expect(await glimpse.engines.events.headPosition()).toBe(before);
    });

    it('lists reports for admins and moves them pending -> reviewed -> resolved, and no further', async () => {
      const list = await admin.json('/api/admin/reports', 'GET');
      expect(list.body).toEqual([expect.objectContaining({ id: reportId, status: 'pending', reporter: expect.objectContaining({ username: 'alice' }) })]);
      const gql = await admin.graphql('query { reports { shortId reportedUser { username } } }');
      expect(gql.data.reports).toEqual([{ shortId: reportId.slice(-8), reportedUser: { username: 'bob' } }]);

      expect(await admin.json(`/api/admin/reports/${reportId}/status`, 'PATCH', { status: 'reviewed' })).toMatchObject({
        status: 200,
        body: { status: 'reviewed' },
      });
      expect(await admin.json(`/api/admin/reports/${reportId}/status`, 'PATCH', { status: 'pending' })).toMatchObject({
        status: 409,
        body: { message: 'A reviewed report cannot be marked pending.' },
      });
      expect(await admin.json(`/api/admin/reports/${reportId}/status`, 'PATCH', { status: 'closed' })).toMatchObject({ status: 400 });
      const resolved = await admin.graphql(`mutation { setReportStatus(reportId: "${reportId}", status: resolved) { status } }`);
      expect(resolved.data.setReportStatus).toEqual({ status: 'resolved' });
      expect(await admin.json(`/api/admin/reports/${reportId}/status`, 'PATCH', { status: 'reviewed' })).toMatchObject({
        status: 409,
        body: { message: 'This report is resolved; its status can no longer change.' },
      });
    });
  });

  describe('timeouts', () => {
    it('stops a timed-out user from posting, liking, following and reporting, on REST and GraphQL, until it ends by itself', async () => {
      const bobPost = (await post(bob)).body.id;
      const res = await admin.json(`/api/admin/users/${alice.id}/timeout`, 'POST', { duration: '5m' });
      expect(res).toMatchObject({ status: 200, body: { username: 'alice', timedOutUntil: '2026-11-22T14:05:00.000Z' } });
      const message = 'You are timed out until 14:05 UTC on 22 Nov.';
      const before = await glimpse.engines.events.headPosition();

      expect(await post(alice)).toMatchObject({ status: 403, body: { message } });
      expect(await alice.json(`/api/posts/${bobPost}/like`, 'POST')).toMatchObject({ status: 403, body: { message } });
      expect(await alice.json(`/api/users/${bob.id}/follow`, 'POST')).toMatchObject({ status: 403, body: { message } });
      expect(await alice.multipart('/api/reports', { text: 'hm' })).toMatchObject({ status: 403, body: { message } });
      expect((await alice.graphql(`mutation { toggleLike(postId: "${bobPost}") { liked } }`)).errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await alice.graphql(`mutation { toggleFollow(userId: "${bob.id}") { following } }`)).errors?.[0]).toMatchObject({ message });
      expect((await alice.graphql(`mutation { submitReport(input: { text: "hm" }) { id } }`)).errors?.[0]).toMatchObject({ message });
      expect(await alice.json(`/api/posts/${bobPost}/comments`, 'POST', { content: 'hi' })).toMatchObject({ status: 403, body: { message } });
      expect((await alice.graphql(`mutation { addComment(postId: "${bobPost}", content: "hi") { id } }`)).errors?.[0]).toMatchObject({ message });
      expect((await alice.graphql(`mutation { toggleSave(postId: "${bobPost}") { saved } }`)).errors?.[0]).toMatchObject({ message });
      expect(await alice.multipart('/api/stories', { image: await photo() })).toMatchObject({ status: 403, body: { message } });
      expect(await alice.json('/api/conversations', 'POST', { userId: bob.id })).toMatchObject({ status: 403, body: { message } });
      expect(await glimpse.engines.events.headPosition()).toBe(before);
      // Reading still works.
      expect((await alice.json('/api/posts', 'GET')).status).toBe(200);

      // In her language, with until when beside the words, for the app to tell a timeout from another refusal.
      expect((await alice.json('/api/account/language', 'PUT', { language: 'es' })).status).toBe(200);
      const enEspañol = 'Tu cuenta está suspendida temporalmente hasta las 14:05 UTC del 22 de nov.';
      expect(await alice.json(`/api/posts/${bobPost}/like`, 'POST')).toMatchObject({
        status: 403,
        body: { message: enEspañol, timedOutUntil: '2026-11-22T14:05:00.000Z' },
      });
      expect((await alice.graphql(`mutation { toggleLike(postId: "${bobPost}") { liked } }`)).errors?.[0]).toMatchObject({
        message: enEspañol,
        extensions: { code: 'FORBIDDEN', timedOutUntil: '2026-11-22T14:05:00.000Z' },
      });

      now = new Date('2026-11-22T14:05:01.000Z');
      expect(await alice.json(`/api/posts/${bobPost}/like`, 'POST')).toMatchObject({ status: 200, body: { liked: true } });
      expect((await post(alice)).status).toBe(201);
    });

    it('refuses an unknown duration and acting on another admin without the right admin code', async () => {
      expect(await admin.json(`/api/admin/users/${bob.id}/timeout`, 'POST', { duration: '2h' })).toMatchObject({
        status: 400,
        body: { message: 'Duration must be one of 5m, 15m, 30m, 1h, 6h, 12h, 1d, 3d or 1w.' },
      });
      expect(await admin.json(`/api/admin/users/${otherAdmin.id}/timeout`, 'POST', { duration: '1h' })).toMatchObject({
        status: 403,
        body: { message: 'A valid admin code is required to act on another administrator.' },
      });
      expect(await admin.json(`/api/admin/users/${otherAdmin.id}/timeout`, 'POST', { duration: '1h', adminCode: 'wrong' })).toMatchObject({
        status: 403,
        body: { message: 'Invalid admin code' },
      });
      expect(await admin.json(`/api/admin/users/${admin.id}/ban`, 'POST', { adminCode: ADMIN_CODE })).toMatchObject({
        status: 400,
        body: { message: 'You cannot ban or time out yourself.' },
      });
      const ok = await admin.json(`/api/admin/users/${otherAdmin.id}/timeout`, 'POST', { adminCode: ADMIN_CODE });
      expect(ok).toMatchObject({ status: 200, body: { timedOutUntil: '2026-11-22T15:05:01.000Z' } });
    });
  });

  describe('bans', () => {
    it('bans a user: their session ends, they cannot log in, and their addresses are banned', async () => {
      const ws = new WebSocket(`${glimpse.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { authorization: `Bearer ${bob.token}` } });
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { token: bob.token } })));
      await new Promise<void>((resolve) => ws.on('message', () => resolve()));

      const res = await admin.json('/api/admin/ban-user', 'POST', { userId: bob.id, adminUserId: 'ignored', reason: 'Banned by administrator' });
      expect(res).toMatchObject({ status: 200, body: { message: 'User banned successfully!' } });
      expect(await closed).toBe(4403);

      // From a fresh address (not banned), the account itself is refused.
      const elsewhere = bob.from('192.0.2.50');
      expect(await elsewhere.json('/api/posts', 'GET')).toMatchObject({ status: 401 });
      expect((await elsewhere.graphql('query { me { id } }')).data).toEqual({ me: null });
      expect(await elsewhere.json('/api/auth/login', 'POST', { username: 'bob', password: 'secret1' })).toMatchObject({
        status: 403,
        body: { message: 'Your account has been banned.' },
      });
      expect(await admin.json(`/api/admin/users/${bob.id}/timeout`, 'POST', {})).toMatchObject({
        status: 409,
        body: { message: 'This user is already banned.' },
      });

      const ips = await admin.json('/api/admin/banned-ips', 'GET');
      expect(ips.body).toEqual([{ id: bob.ip, ipAddress: bob.ip, reason: 'Used by banned user bob', createdAt: now.toISOString(), bannedBy: admin.id }]);
    });

    it('refuses every request from a banned address, REST, GraphQL and both sockets, while the account works elsewhere', async () => {
      const carol = await signUpAs(glimpse, 'carol', '203.0.113.30');
      const fromBanned = carol.from(bob.ip);
      const refused = { status: 403, body: { message: 'Your IP address has been banned.' } };
      expect(await fromBanned.json('/api/posts', 'GET')).toMatchObject(refused);
      expect(await fromBanned.json('/graphql', 'POST', { query: '{ me { id } }' })).toMatchObject(refused);
      expect(await fromBanned.json('/api/auth/login', 'POST', { username: 'carol', password: 'secret1' })).toMatchObject(refused);
      expect(await fromBanned.request('/api/posts', { headers: { 'accept-language': 'ar' } })).toEqual({
        status: 403,
        body: { message: 'تم حظر عنوان IP الخاص بك.' },
      });
      for (const path of ['/graphql', '/admin-ws']) {
        const status = await new Promise<number>((resolve) => {
          const ws = new WebSocket(glimpse.url.replace('http', 'ws') + path, { headers: { 'x-forwarded-for': bob.ip } });
          ws.on('unexpected-response', (_req, response) => resolve(response.statusCode ?? 0));
          ws.on('open', () => resolve(101));
          ws.on('error', () => undefined);
        });
        expect(status, path).toBe(403);
      }
      expect((await carol.json('/api/posts', 'GET')).status).toBe(200);

      expect(await admin.json(`/api/admin/ips/${bob.ip}/unban`, 'POST')).toMatchObject({ status: 200 });
      expect((await fromBanned.json('/api/posts', 'GET')).status).toBe(200);
      expect((await admin.json('/api/admin/banned-ips', 'GET')).body).toEqual([]);
    });

    it('does not ban an address an administrator also used', async () => {
      const dave = await signUpAs(glimpse, 'dave', admin.ip);
      const res = await admin.graphql(`mutation { moderateUser(input: { userId: "${dave.id}", action: ban }) { banned } }`);
      expect(res.data.moderateUser).toEqual({ banned: true });
      expect((await admin.json('/api/admin/banned-ips', 'GET')).body).toEqual([]);
      expect((await admin.json('/api/admin/users', 'GET')).status).toBe(200);
    });
  });

  describe('audit', () => {
    it('lists every admin action newest first, filterable, and a user timeline from sign-up on', async () => {
      const audit = await admin.graphql('query { auditLog { action targetId admin { username } reason } }');
      expect(audit.data.auditLog.map((e: { action: string }) => e.action)).toEqual([
        'banned',
        'ip_unbanned',
        'ip_banned',
        'banned',
        'timed_out',
        'timed_out',
        'report_status_changed',
        'report_status_changed',
      ]);
      expect(audit.data.auditLog[0].admin).toEqual({ username: 'moda' });
      const bans = await admin.graphql(`query { auditLog(action: "banned", targetId: "${bob.id}") { reason } }`);
      expect(bans.data.auditLog).toEqual([{ reason: 'Banned by administrator' }]);
      expect((await admin.graphql(`query { auditLog(adminId: "${otherAdmin.id}") { id } }`)).data.auditLog).toEqual([]);

      const timeline = await admin.graphql(`query { timeline(targetId: "${bob.id}") { action actor { username } } }`);
      expect(timeline.data.timeline.map((e: { action: string }) => e.action)).toEqual(['account_created', 'reported', 'banned']);
    });
  });
});
