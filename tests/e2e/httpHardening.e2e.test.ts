import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { phoneVideo } from '../support/videos';
import { signUpAs, type Caller } from '../support/people';
import { subscriptionsSettled } from '../support/until';

const SHOTS = process.env.SCREENSHOTS_DIR;

/** Every CSP violation and console error a page reports, across its navigations. */
async function watchForProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${e.violatedDirective} blocked ${e.blockedURI} on ${location.pathname}`),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} on ${new URL(page.url()).pathname}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** A page of another site that tries, with the user's cookie, every write a forger would. */
function attackPage(app: string, ids: { bobPost: string; bob: string; conversation: string; victimPost: string }, jpegBase64: string): string {
  const like = `mutation { toggleLike(postId: "${ids.bobPost}") { liked } }`;
  return `<!doctype html><html><body>
<iframe name="sink1"></iframe><iframe name="sink2"></iframe><iframe name="sink3"></iframe><iframe name="sink4"></iframe>
<form id="f1" method="post" target="sink1" action="${app}/api/posts/${ids.bobPost}/like"></form>
<form id="f2" method="post" target="sink2" action="${app}/api/users/${ids.bob}/follow"></form>
<form id="f3" method="post" target="sink3" action="${app}/api/conversations/${ids.conversation}/messages"><input name="content" value="forged by a form"></form>
<form id="f4" method="post" target="sink4" enctype="text/plain" action="${app}/graphql"><input name='{"query":${JSON.stringify(like).replace(/'/g, '&#39;')},"x":"' value='"}'></form>
<script>
(async () => {
  const app = ${JSON.stringify(app)};
  const outcome = {};
  const attempt = async (name, url, init) => {
    try { const r = await fetch(app + url, { credentials: 'include', ...init }); outcome[name] = r.type === 'opaque' ? 'sent (opaque)' : r.status; }
    catch (e) { outcome[name] = 'blocked: ' + e.message; }
  };
  for (const id of ['f1', 'f2', 'f3', 'f4']) document.getElementById(id).submit();
  const bytes = Uint8Array.from(atob(${JSON.stringify(jpegBase64)}), (c) => c.charCodeAt(0));
  const post = new FormData();
  post.append('media', new Blob([bytes], { type: 'image/jpeg' }), 'forged.jpg');
  post.append('caption', 'forged post');
  await Promise.all([
    attempt('post', '/api/posts', { method: 'POST', mode: 'no-cors', body: post }),
    attempt('like', '/api/posts/${ids.bobPost}/like', { method: 'POST', mode: 'no-cors' }),
    attempt('follow', '/api/users/${ids.bob}/follow', { method: 'POST', mode: 'no-cors' }),
    attempt('message', '/api/conversations/${ids.conversation}/messages', { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ content: 'forged by fetch' }) }),
    attempt('message as JSON', '/api/conversations/${ids.conversation}/messages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'forged as JSON' }) }),
    attempt('delete post', '/api/posts/${ids.victimPost}', { method: 'DELETE' }),
    attempt('delete account', '/api/auth/delete-account', { method: 'DELETE' }),
    attempt('graphql as text', '/graphql', { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: ${JSON.stringify(like)} }) }),
    attempt('graphql as JSON', '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: ${JSON.stringify(like)} }) }),
    new Promise((resolve) => {
      const ws = new WebSocket(app.replace('http', 'ws') + '/graphql', 'graphql-transport-ws');
      ws.onopen = () => { outcome.socket = 'open'; ws.close(); resolve(); };
      ws.onerror = () => { outcome.socket = 'refused'; resolve(); };
    }),
    new Promise((resolve) => setTimeout(resolve, 1500)),
  ]);
  window.outcome = outcome;
  document.title = 'done';
})();
</script></body></html>`;
}

describe('hardening in Chromium', () => {
  const e2e = useE2e();
  let context: BrowserContext;
  let admin: Caller;
  let bob: Caller;
  let bobPostId: string;

  beforeAll(async () => {
    context = await e2e.newContext();
    admin = await signUpAs(e2e.glimpse, 'boss', '192.0.2.1', true);
    bob = await signUpAs(e2e.glimpse, 'bob', '192.0.2.2');
    const posted = await bob.multipart('/api/posts', {
      media: new Blob([new Uint8Array(await phonePhoto(600, 400))], { type: 'image/jpeg' }),
      caption: 'Harbour at dusk',
    });
    expect(posted.status).toBe(201);
    bobPostId = posted.body.id;
    const clip = await bob.multipart('/api/posts', { media: new Blob([new Uint8Array(await phoneVideo('webm'))], { type: 'video/webm' }), caption: 'Waves' });
    expect(clip.status).toBe(201);
    await admin.json(`/api/users/${bob.id}/follow`, 'POST');
  });

  it('runs every screen under the Content-Security-Policy without a single violation or console error', async () => {
    const page = await context.newPage();
    const problems = await watchForProblems(page);
    await page.goto(`${e2e.url}/welcome`);
    await expect.poll(() => page.getByRole('heading', { name: /Welcome to/ }).isVisible()).toBe(true);
    await page.goto(`${e2e.url}/login`);
    await page.getByLabel('Username').fill('boss');
    await page.getByLabel('Password').fill('secret1');
    const before = e2e.glimpse.subscriptionsStarted();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${e2e.url}/`);
    await expect.poll(() => page.getByText('Harbour at dusk').first().isVisible()).toBe(true);
    // The feed's live updates arrive over the WebSocket that connect-src allows.
    await subscriptionsSettled(e2e.glimpse.subscriptionsStarted, before);
    await expect
      .poll(() =>
        page
          .locator('img[src^="/media/"]')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    // A video from /media loads its metadata: media-src allows it.
    await expect
      .poll(() =>
        page
          .locator('video[src^="/media/"]')
          .first()
          .evaluate((video: HTMLVideoElement) => video.readyState >= 1),
      )
      .toBe(true);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'csp-feed.png') });
    // The installable app's service worker registers and precaches the shell under the policy too.
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL))).toBe(`${e2e.url}/sw.js`);

    await page.goto(`${e2e.url}/post/${bobPostId}`);
    await expect.poll(() => page.getByText('Harbour at dusk').first().isVisible()).toBe(true);
    // The preview of a chosen photo is a blob: URL, which img-src allows.
    await page.goto(`${e2e.url}/upload`);
    await page.getByLabel('Choose photos or videos').setInputFiles({ name: 'pick.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(300, 200) });
    await expect
      .poll(() =>
        page.getByAltText('Selected photo preview').evaluate((img: HTMLImageElement) => img.src.startsWith('blob:') && img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await page.goto(`${e2e.url}/messages`);
    await expect.poll(() => page.getByRole('heading', { name: 'Messages' }).first().isVisible()).toBe(true);
    await page.goto(`${e2e.url}/admin`);
    await page.getByRole('tab', { name: /chat/i }).click();
    // The admin chat's socket opens from this site's own page: the Origin check lets it through.
    await expect.poll(() => page.getByText('Connected', { exact: true }).isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'csp-admin-chat.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${e2e.url}/profile`);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  describe('a page of another site', () => {
    let attacker: Server;
    let attackerPort: number;
    let victimPostId: string;
    let conversationId: string;

    beforeAll(async () => {
      const page = await context.newPage();
      await page.goto(`${e2e.url}/`);
      // The victim (signed in as boss above) has a post of their own and a conversation with bob.
      const ids = await page.evaluate(
        async ([bobId, jpeg]) => {
          const bytes = Uint8Array.from(atob(jpeg), (c) => c.charCodeAt(0));
          const form = new FormData();
          form.append('media', new Blob([bytes], { type: 'image/jpeg' }), 'mine.jpg');
          const post = await (await fetch('/api/posts', { method: 'POST', body: form })).json();
          const conversation = await (
            await fetch('/api/conversations', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: bobId }) })
          ).json();
          return { post: post.id as string, conversation: conversation.id as string };
        },
        [bob.id!, (await phonePhoto(200, 200)).toString('base64')] as const,
      );
      victimPostId = ids.post;
      conversationId = ids.conversation;
      await page.close();
      const jpeg = (await phonePhoto(100, 100)).toString('base64');
      const html = attackPage(e2e.url, { bobPost: bobPostId, bob: bob.id!, conversation: conversationId, victimPost: victimPostId }, jpeg);
      attacker = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
      await new Promise<void>((resolve) => attacker.listen(0, resolve));
      attackerPort = (attacker.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => attacker?.close(resolve));
    });

    const state = async () => ({
      bobPost: (await admin.request(`/api/posts/${bobPostId}`)).body,
      following: (await admin.request(`/api/users/${bob.id}/is-following`)).body.isFollowing,
      messages: (await admin.request(`/api/conversations/${conversationId}/messages`)).body.length,
      myPosts: (await admin.request(`/api/users/${admin.id}/posts`)).body.length,
      me: (await admin.request(`/api/users/${admin.id}`)).status,
    });

    // 127.0.0.1 is another site than localhost (no cookie on its posts); localhost on another
    // port is the same site (the Lax cookie goes along), so there only the server's checks stand.
    for (const [kind, host] of [
      ['another site', '127.0.0.1'],
      ['a sibling origin of the same site', 'localhost'],
    ] as const) {
      it(`cannot post, like, follow, message, delete or open a socket as the user from ${kind}`, async () => {
        const before = await state();
        expect(before).toMatchObject({ following: true, messages: 0, myPosts: 1, me: 200, bobPost: { likesCount: 0 } });
        const head = await e2e.glimpse.engines.events.headPosition();
        const page = await context.newPage();
        await page.goto(`http://${host}:${attackerPort}/`);
        await page.waitForFunction(() => document.title === 'done', undefined, { timeout: 15_000 });
        const outcome = await page.evaluate(() => (window as unknown as { outcome: Record<string, unknown> }).outcome);
        expect(outcome.socket).toBe('refused');
        expect(String(outcome['graphql as JSON'])).toMatch(/^blocked/);
        expect(String(outcome['delete account'])).toMatch(/^blocked/);
        await page.close();
        expect(await e2e.glimpse.engines.events.headPosition()).toBe(head);
        expect(await state()).toEqual(before);
      });
    }

    it('(the same fetch from the app itself does like: the user was signed in all along)', async () => {
      const page = await context.newPage();
      await page.goto(`${e2e.url}/`);
      const status = await page.evaluate((id) => fetch(`/api/posts/${id}/like`, { method: 'POST' }).then((r) => r.json()), bobPostId);
      expect(status).toEqual({ liked: true });
      await page.close();
    });
  });
});
