import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGlimpse, type Glimpse } from '../../bff/app';
import { readConfig } from '../../infra/config';
import { appendsNothing } from '../support/appendsNothing';
import { phonePhoto } from '../support/images';
import { Caller, signUpAs } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import { TEST_LIMITS } from '../support/testLimits';

const ADMIN_CODE = 'let-me-moderate';
let now = new Date('2026-11-22T14:00:00.000Z');
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
const photo = async () => new Blob([new Uint8Array(await phonePhoto(200, 200))], { type: 'image/jpeg' });

describe('reporting anything, appeals and the moderators’ controls, over real HTTP', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let admin: Caller;
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
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
    alice = await signUpAs(glimpse, 'alice', '203.0.113.10');
    bob = await signUpAs(glimpse, 'bob', '203.0.113.20');
    carol = await signUpAs(glimpse, 'carol', '203.0.113.30');
    anonymous = new Caller(glimpse.url, '203.0.113.99');
  });
  afterAll(async () => {
    await glimpse?.close();
    await data?.remove();
  });

  const post = async (who: Caller, caption = 'Hello #world') => (await who.multipart('/api/posts', { media: await photo(), caption })).body;
  const report = (who: Caller, fields: Record<string, string>) => who.multipart('/api/reports', { text: 'Please look at this', ...fields });

  describe('reporting a post, comment, message, story or person', () => {
    it('reports a post, naming its author, and keeps its caption and media as they were, even once deleted', async () => {
      const bobPost = await post(bob, 'Buy followers at example.com');
      const res = await report(alice, { postId: bobPost.id });
      expect(res).toMatchObject({
        status: 201,
        body: { reportedUserId: bob.id, target: { type: 'post', id: bobPost.id, text: 'Buy followers at example.com' } },
      });
      expect(res.body.target.mediaUrl).toBe(bobPost.mediaUrl);
      expect((await bob.json(`/api/posts/${bobPost.id}`, 'DELETE')).status).toBe(200);
      const list = await admin.request('/api/admin/reports');
      const shown = list.body.find((r: any) => r.id === res.body.id);
      expect(shown.target).toMatchObject({ type: 'post', text: 'Buy followers at example.com', author: { username: 'bob' } });
    });

    it("reports a comment (the report keeps its words after they are gone) and one's own post without naming oneself", async () => {
      const alicePost = await post(alice, 'My cat');
      const comment = (await bob.json(`/api/posts/${alicePost.id}/comments`, 'POST', { content: 'ugly cat' })).body;
      const onComment = await report(alice, { commentId: comment.id, postId: alicePost.id });
      expect(onComment).toMatchObject({
        status: 201,
        body: { reportedUserId: bob.id, target: { type: 'comment', id: comment.id, parentId: alicePost.id, text: 'ugly cat' } },
      });
      const own = await report(alice, { postId: alicePost.id });
      expect(own).toMatchObject({ status: 201, body: { reportedUserId: null, target: { type: 'post', author: { username: 'alice' } } } });
    });

    it("reports a message of one's own conversation; its text reaches admins only through the report", async () => {
      const conversation = (await bob.json('/api/conversations', 'POST', { userId: alice.id })).body;
      const message = (await bob.json(`/api/conversations/${conversation.id}/messages`, 'POST', { content: 'send me money' })).body;
      expect((await report(carol, { messageId: message.id })).status).toBe(404);
      const res = await report(alice, { messageId: message.id });
      expect(res).toMatchObject({
        status: 201,
        body: { reportedUserId: bob.id, target: { type: 'message', parentId: conversation.id, text: 'send me money' } },
      });
    });

    it('reports a story, and a person with no content', async () => {
      const story = (await bob.multipart('/api/stories', { image: await photo() })).body;
      expect(await report(alice, { storyId: story.id })).toMatchObject({ status: 201, body: { target: { type: 'story', mediaUrl: story.mediaUrl } } });
      expect(await report(alice, { reportedUserId: bob.id! })).toMatchObject({ status: 201, body: { reportedUserId: bob.id, target: null } });
    });

    it('refuses unknown ids, a comment under another post, two things at once and oneself, appending nothing', async () => {
      const bobPost = await post(bob);
      const comment = (await alice.json(`/api/posts/${bobPost.id}/comments`, 'POST', { content: 'hi' })).body;
      const other = await post(alice);
      const refusals: [Record<string, string>, number, string][] = [
        [{ postId: 'nope' }, 404, 'Post not found'],
        [{ commentId: 'nope' }, 404, 'Comment not found'],
        [{ commentId: comment.id, postId: other.id }, 404, 'Comment not found'],
        [{ messageId: 'nope' }, 404, 'Message not found'],
        [{ storyId: 'nope' }, 404, 'Story not found'],
        [{ postId: bobPost.id, messageId: 'x' }, 400, 'Report one thing at a time: a post, a comment, a message or a story.'],
        [{ commentId: comment.id, storyId: 'x' }, 400, 'Report one thing at a time: a post, a comment, a message or a story.'],
        [{ reportedUserId: 'nobody' }, 404, 'The reported user was not found.'],
        [{ postId: bobPost.id, reportedUserId: alice.id! }, 400, 'You cannot report yourself.'],
      ];
      for (const [fields, status, message] of refusals) {
        expect(await appendsNothing(glimpse, () => report(alice, fields))).toMatchObject({ status, body: { message } });
      }
      expect(await appendsNothing(glimpse, () => report(anonymous, { postId: bobPost.id }))).toMatchObject({ status: 401 });
    });

    it('reports over GraphQL as over REST', async () => {
      const bobPost = await post(bob, 'graphql');
      const res = await alice.graphql(
        'mutation($input: SubmitReportInput!) { submitReport(input: $input) { reportedUser { username } target { type text } } }',
        {
          input: { text: 'spam', postId: bobPost.id },
        },
      );
      expect(res.data.submitReport).toEqual({ reportedUser: { username: 'bob' }, target: { type: 'post', text: 'graphql' } });
    });
  });

  describe('my reports', () => {
    it('lists my reports with their statuses over time, and what each named', async () => {
      const res = await report(carol, { reportedUserId: bob.id! });
      later(5);
      await admin.json(`/api/admin/reports/${res.body.id}/status`, 'PATCH', { status: 'reviewed' });
      const mine = await carol.request('/api/reports/mine');
      expect(mine).toMatchObject({ status: 200 });
      expect(mine.body[0]).toEqual({
        id: res.body.id,
        status: 'reviewed',
        createdAt: '2026-11-22T14:00:00.000Z',
        statusHistory: [
          { status: 'pending', at: '2026-11-22T14:00:00.000Z' },
          { status: 'reviewed', at: now.toISOString() },
        ],
        target: { type: 'user', id: bob.id, parentId: null, username: 'bob' },
      });
      expect((await bob.request('/api/reports/mine')).body.some((r: any) => r.id === res.body.id)).toBe(false);
      expect(await anonymous.request('/api/reports/mine')).toMatchObject({ status: 401 });
      const gql = await carol.graphql('query { myReports { id status statusHistory { status } target { type username } } }');
      expect(gql.data.myReports[0]).toEqual({
        id: res.body.id,
        status: 'reviewed',
        statusHistory: [{ status: 'pending' }, { status: 'reviewed' }],
        target: { type: 'user', username: 'bob' },
      });
    });
  });

  describe("the moderators' controls", () => {
    it('lists accounts with their standing, searched by name', async () => {
      const all = await admin.request('/api/admin/accounts');
      expect(all.body.map((a: any) => a.username)).toEqual(['alice', 'bob', 'carol', 'moda']);
      expect(all.body[0]).toEqual({
        id: alice.id,
        username: 'alice',
        fullName: null,
        avatar: null,
        isAdmin: false,
        status: 'active',
        timedOutUntil: null,
        bannedAt: null,
      });
      expect((await admin.request('/api/admin/accounts?q=AR')).body.map((a: any) => a.username)).toEqual(['carol']);
      expect((await admin.request('/api/admin/accounts?q=.*')).body).toEqual([]);
      expect(await alice.request('/api/admin/accounts')).toMatchObject({ status: 403 });
      expect(await anonymous.request('/api/admin/accounts')).toMatchObject({ status: 401 });
    });

    it('times out and lifts the timeout, and refuses lifting what is not there', async () => {
      await admin.json(`/api/admin/users/${carol.id}/timeout`, 'POST', { duration: '1h' });
      const timedOut = (await admin.request('/api/admin/accounts?q=carol')).body[0];
      expect(timedOut).toMatchObject({ status: 'timed_out', timedOutUntil: new Date(now.getTime() + 3_600_000).toISOString() });
      const refused = await carol.multipart('/api/posts', { media: await photo(), caption: 'x' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/^You are timed out until \d\d:\d\d UTC on \d+ [A-Z][a-z]{2}\.$/);
      expect(await carol.json(`/api/users/${bob.id}/follow`, 'POST')).toMatchObject({ status: 403, body: { message: refused.body.message } });
      expect(await admin.json(`/api/admin/users/${carol.id}/lift-timeout`, 'POST', { reason: 'Mistake' })).toMatchObject({
        status: 200,
        body: { username: 'carol' },
      });
      expect((await admin.request('/api/admin/accounts?q=carol')).body[0]).toMatchObject({ status: 'active', timedOutUntil: null });
      for (const [action, message] of [
        ['lift-timeout', 'This user is not timed out.'],
        ['unban', 'This user is not banned.'],
      ]) {
        expect(await appendsNothing(glimpse, () => admin.json(`/api/admin/users/${carol.id}/${action}`, 'POST', {}))).toMatchObject({
          status: 409,
          body: { message },
        });
      }
      expect(await appendsNothing(glimpse, () => admin.json('/api/admin/users/nobody/unban', 'POST', {}))).toMatchObject({ status: 404 });
      expect(await appendsNothing(glimpse, () => admin.json(`/api/admin/users/${carol.id}/pardon`, 'POST', {}))).toMatchObject({ status: 404 });
      expect(await appendsNothing(glimpse, () => alice.json(`/api/admin/users/${carol.id}/unban`, 'POST', {}))).toMatchObject({ status: 403 });
    });

    it('bans an address by hand, validating it', async () => {
      const res = await admin.json('/api/admin/ips', 'POST', { ipAddress: '192.0.2.44', reason: 'Scraper' });
      expect(res).toMatchObject({ status: 201, body: { ipAddress: '192.0.2.44', reason: 'Scraper' } });
      expect(await admin.json('/api/admin/ips', 'POST', { ipAddress: '2001:db8::7' })).toMatchObject({
        status: 201,
        body: { ipAddress: '2001:db8::7', reason: 'Banned by administrator' },
      });
      expect(await new Caller(glimpse.url, '192.0.2.44').request('/api/posts')).toMatchObject({ status: 403 });
      const refusals: [unknown, number, string][] = [
        [{ ipAddress: '192.0.2.44' }, 409, 'This IP address is already banned.'],
        [{ ipAddress: '300.1.1.1' }, 400, 'Please enter a valid IPv4 or IPv6 address.'],
        [{ ipAddress: 'example.com' }, 400, 'Please enter a valid IPv4 or IPv6 address.'],
        [{}, 400, 'ipAddress is required'],
        [{ ipAddress: 7 }, 400, 'ipAddress must be text'],
        [{ ipAddress: '198.51.100.1' }, 400, 'You cannot ban the address you are using.'],
      ];
      for (const [body, status, message] of refusals) {
        expect(await appendsNothing(glimpse, () => admin.json('/api/admin/ips', 'POST', body))).toMatchObject({ status, body: { message } });
      }
      expect(await appendsNothing(glimpse, () => alice.json('/api/admin/ips', 'POST', { ipAddress: '192.0.2.45' }))).toMatchObject({ status: 403 });
      const gql = await admin.graphql('mutation { banIp(ipAddress: "192.0.2.46", reason: "bot") { ipAddress reason } }');
      expect(gql.data.banIp).toEqual({ ipAddress: '192.0.2.46', reason: 'bot' });
    });
  });

  describe('appeals', () => {
    it('refuses an appeal on no sanction, appending nothing', async () => {
      expect(await appendsNothing(glimpse, () => alice.json('/api/appeals', 'POST', { text: 'why?' }))).toMatchObject({
        status: 409,
        body: { message: 'You have no ban or timeout to appeal.' },
      });
      const alicePost = await post(alice);
      expect(await appendsNothing(glimpse, () => alice.json('/api/appeals', 'POST', { text: 'why?', postId: alicePost.id }))).toMatchObject({
        status: 409,
        body: { message: 'This post is not banned.' },
      });
      expect(await appendsNothing(glimpse, () => alice.json('/api/appeals', 'POST', { text: 'why?', postId: 'nope' }))).toMatchObject({ status: 404 });
      expect(await appendsNothing(glimpse, () => anonymous.json('/api/appeals', 'POST', { text: 'why?' }))).toMatchObject({ status: 401 });
    });

    it('appeals a timeout once; an overturned appeal lifts it, and the person sees the decision and its reason', async () => {
      await admin.json(`/api/admin/users/${alice.id}/timeout`, 'POST', { duration: '1d', reason: 'Spam' });
      expect(await appendsNothing(glimpse, () => alice.json('/api/appeals', 'POST', { text: '  ' }))).toMatchObject({ status: 400 });
      const filed = await alice.json('/api/appeals', 'POST', { text: 'I was sharing a recipe' });
      expect(filed).toEqual({ status: 201, body: { id: expect.any(String), status: 'open' } });
      expect(await appendsNothing(glimpse, () => alice.json('/api/appeals', 'POST', { text: 'again' }))).toMatchObject({
        status: 409,
        body: { message: 'You have already appealed this timeout.' },
      });
      const listed = await admin.request('/api/admin/appeals');
      expect(listed.body[0]).toMatchObject({
        id: filed.body.id,
        status: 'open',
        sanction: 'timeout',
        sanctionReason: 'Spam',
        text: 'I was sharing a recipe',
        user: { username: 'alice' },
      });
      const bad: [unknown, number][] = [
        [{ decision: 'maybe', reason: 'x' }, 400],
        [{ decision: 'overturned', reason: ' ' }, 400],
      ];
      for (const [body, status] of bad) {
        expect(await appendsNothing(glimpse, () => admin.json(`/api/admin/appeals/${filed.body.id}/decide`, 'POST', body))).toMatchObject({ status });
      }
      expect(await appendsNothing(glimpse, () => admin.json('/api/admin/appeals/nope/decide', 'POST', { decision: 'upheld', reason: 'x' }))).toMatchObject({
        status: 404,
        body: { message: 'Appeal not found' },
      });
      expect(
        await appendsNothing(glimpse, () => bob.json(`/api/admin/appeals/${filed.body.id}/decide`, 'POST', { decision: 'upheld', reason: 'x' })),
      ).toMatchObject({
        status: 403,
      });
      const decided = await admin.json(`/api/admin/appeals/${filed.body.id}/decide`, 'POST', { decision: 'overturned', reason: 'Recipes are fine' });
      expect(decided).toMatchObject({ status: 200, body: { status: 'overturned', decidedBy: { username: 'moda' } } });
      expect((await admin.request(`/api/admin/accounts?q=alice`)).body[0]).toMatchObject({ status: 'active' });
      expect((await alice.multipart('/api/posts', { media: await photo(), caption: 'free again' })).status).toBe(201);
      const mine = await alice.request('/api/appeals/mine');
      expect(mine.body[0]).toMatchObject({ id: filed.body.id, status: 'overturned', decision: 'overturned', reason: 'Recipes are fine' });
      expect(
        await appendsNothing(glimpse, () => admin.json(`/api/admin/appeals/${filed.body.id}/decide`, 'POST', { decision: 'upheld', reason: 'x' })),
      ).toMatchObject({
        status: 409,
        body: { message: 'This appeal has already been decided.' },
      });
      const timeline = await admin.graphql(`query { timeline(targetId: "${alice.id}") { action reason } }`);
      expect(timeline.data.timeline.map((e: any) => e.action)).toEqual(
        expect.arrayContaining(['timed_out', 'appeal_filed', 'appeal_decided', 'timeout_lifted']),
      );
    });

    it('appeals a post ban; an upheld appeal keeps the post banned', async () => {
      const bobPost = await post(bob, 'borderline');
      await admin.json(`/api/admin/posts/${bobPost.id}/ban`, 'POST', { reason: 'Nudity' });
      expect(await appendsNothing(glimpse, () => alice.json('/api/appeals', 'POST', { text: 'x', postId: bobPost.id }))).toMatchObject({ status: 404 });
      const own = await bob.graphql('query { myBannedPosts { reason post { id caption } } }');
      expect(own.data.myBannedPosts).toEqual([{ reason: 'Nudity', post: { id: bobPost.id, caption: 'borderline' } }]);
      expect((await alice.graphql('query { myBannedPosts { post { id } } }')).data.myBannedPosts).toEqual([]);
      const filed = await bob.json('/api/appeals', 'POST', { text: 'It is a statue', postId: bobPost.id });
      expect(filed).toMatchObject({ status: 201, body: { status: 'open' } });
      await admin.json(`/api/admin/appeals/${filed.body.id}/decide`, 'POST', { decision: 'upheld', reason: 'Still against the rules' });
      expect((await bob.request(`/api/posts/${bobPost.id}`)).status).toBe(404);
      const gql = await bob.graphql('query { myAppeals { sanction postId status reason } }');
      expect(gql.data.myAppeals[0]).toEqual({ sanction: 'post_ban', postId: bobPost.id, status: 'upheld', reason: 'Still against the rules' });
    });

    it('lets a banned person appeal from the sign-in screen with their password, and learn why from their banned session', async () => {
      const dave = await signUpAs(glimpse, 'dave', '203.0.113.40');
      await admin.json(`/api/admin/users/${dave.id}/ban`, 'POST', { reason: 'Harassment' });
      // His open app, on another network (his own address is banned with him): signed out, but told why.
      const elsewhere = dave.from('203.0.113.41');
      expect(await elsewhere.json('/api/auth/login', 'POST', { username: 'dave', password: 'secret1' })).toMatchObject({
        status: 403,
        body: { message: 'Your account has been banned.', ban: { reason: 'Harassment', bannedAt: now.toISOString(), appeal: null } },
      });
      const gqlLogin = await new Caller(glimpse.url, '203.0.113.42').graphql(
        'mutation { logIn(input: { username: "dave", password: "secret1" }) { me { id } } }',
      );
      expect(gqlLogin.errors?.[0]).toMatchObject({
        message: 'Your account has been banned.',
        extensions: { code: 'FORBIDDEN', ban: { reason: 'Harassment' } },
      });
      const notice = await elsewhere.graphql('query { accountBan { reason appeal { id } } me { id } }');
      expect(notice.data).toEqual({ accountBan: { reason: 'Harassment', appeal: null }, me: null });
      expect((await elsewhere.request('/api/account/ban')).body).toMatchObject({ ban: { reason: 'Harassment', appeal: null } });
      expect((await alice.request('/api/account/ban')).body).toEqual({ ban: null });
      const signedOut = new Caller(glimpse.url, '203.0.113.40');
      expect(
        await appendsNothing(glimpse, () => signedOut.json('/api/appeals', 'POST', { username: 'dave', password: 'wrong-one', text: 'sorry' })),
      ).toMatchObject({
        status: 401,
        body: { message: 'Invalid username or password' },
      });
      // The ban banned dave's address too: from there he may still appeal, and nothing else.
      expect(await signedOut.request('/api/posts')).toMatchObject({ status: 403, body: { message: 'Your IP address has been banned.' } });
      const filed = await signedOut.json('/api/appeals', 'POST', { username: 'dave', password: 'secret1', text: 'I will behave' });
      expect(filed).toEqual({ status: 201, body: { id: expect.any(String), status: 'open' } });
      expect(await appendsNothing(glimpse, () => elsewhere.json('/api/appeals', 'POST', { text: 'please' }))).toMatchObject({
        status: 409,
        body: { message: 'You have already appealed this ban.' },
      });
      expect((await elsewhere.json('/api/auth/login', 'POST', { username: 'dave', password: 'secret1' })).body.ban.appeal).toEqual({
        id: filed.body.id,
        status: 'open',
        decision: null,
        reason: null,
      });
      await admin.json(`/api/admin/appeals/${filed.body.id}/decide`, 'POST', { decision: 'overturned', reason: 'Last chance' });
      expect(await signedOut.request('/api/posts')).toMatchObject({ status: 401 }); // no longer refused for its address
      expect(await signedOut.json('/api/auth/login', 'POST', { username: 'dave', password: 'secret1' })).toMatchObject({ status: 200 });
      expect((await elsewhere.request('/api/appeals/mine')).body[0]).toMatchObject({ status: 'overturned', reason: 'Last chance', sanction: 'ban' });
      const audit = await admin.graphql('query { auditLog(first: 5) { action targetId } }');
      expect(audit.data.auditLog.map((e: any) => e.action)).toEqual(expect.arrayContaining(['appeal_decided', 'unbanned', 'ip_unbanned']));
    });

    it('files, lists and decides appeals over GraphQL as over REST, and lifts sanctions there too', async () => {
      const fay = await signUpAs(glimpse, 'fay', '203.0.113.60');
      await admin.graphql(`mutation { moderateUser(input: { userId: "${fay.id}", action: timeout, duration: "1h", reason: "Flood" }) { id } }`);
      const filed = await fay.graphql('mutation { fileAppeal(input: { text: "Sorry" }) { id status sanction sanctionReason } }');
      expect(filed.data.fileAppeal).toMatchObject({ status: 'open', sanction: 'timeout', sanctionReason: 'Flood' });
      const again = await fay.graphql('mutation { fileAppeal(input: { text: "Sorry" }) { id } }');
      expect(again.errors?.[0]).toMatchObject({ message: 'You have already appealed this timeout.', extensions: { code: 'CONFLICT' } });
      const listed = await admin.graphql('query { adminAppeals { id status user { username } } }');
      expect(listed.data.adminAppeals).toContainEqual({ id: filed.data.fileAppeal.id, status: 'open', user: { username: 'fay' } });
      const decided = await admin.graphql(
        `mutation { decideAppeal(input: { appealId: "${filed.data.fileAppeal.id}", decision: upheld, reason: "Flooding is flooding" }) { status reason decidedBy { username } } }`,
      );
      expect(decided.data.decideAppeal).toEqual({ status: 'upheld', reason: 'Flooding is flooding', decidedBy: { username: 'moda' } });
      const accounts = await admin.graphql('query { adminAccounts(q: "fay") { username status } }');
      expect(accounts.data.adminAccounts).toEqual([{ username: 'fay', status: 'timed_out' }]);
      const lifted = await admin.graphql(`mutation { liftSanction(userId: "${fay.id}", action: lift_timeout) { status timedOutUntil } }`);
      expect(lifted.data.liftSanction).toEqual({ status: 'active', timedOutUntil: null });
      const wrong = await new Caller(glimpse.url, '203.0.113.61').graphql(
        'mutation { appealBan(input: { username: "fay", password: "nope-nope", text: "x" }) { id } }',
      );
      expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
      expect((await anonymous.graphql('query { myAppeals { id } }')).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
      expect((await anonymous.graphql('query { accountBan { reason } }')).data).toEqual({ accountBan: null });
    });

    it('unbans by hand too, with its own audit entry', async () => {
      const erin = await signUpAs(glimpse, 'erin', '203.0.113.50');
      await admin.json(`/api/admin/users/${erin.id}/ban`, 'POST', {});
      expect((await admin.request('/api/admin/accounts?q=erin')).body[0]).toMatchObject({ status: 'banned', bannedAt: now.toISOString() });
      expect(await admin.json(`/api/admin/users/${erin.id}/unban`, 'POST', { reason: 'Wrong person' })).toMatchObject({ status: 200 });
      expect((await admin.request('/api/admin/accounts?q=erin')).body[0]).toMatchObject({ status: 'active', bannedAt: null });
      expect(await erin.request('/api/reports/mine')).toMatchObject({ status: 200 });
    });
  });
});
