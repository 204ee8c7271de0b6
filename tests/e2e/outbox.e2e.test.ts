import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { controlledByServiceWorker } from '../support/serviceWorker';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';

const SHOTS = process.env.SCREENSHOTS_DIR;

type ApiComment = { content: string; user: { username: string } };
type ApiPost = { id: string; likesCount: number; isLiked: boolean; isSaved: boolean };

/** Posts a photo as the context's person, over REST (the browser's offline state does not touch these calls). */
async function postPhoto(e2e: { url: string }, context: BrowserContext, caption: string): Promise<string> {
  const response = await context.request.post(`${e2e.url}/api/posts`, {
    multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(600, 600) }, caption },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as ApiPost).id;
}

/** The page of the feed card showing `caption`. */
const card = (page: Page, caption: string) => page.getByTestId('post-card').filter({ hasText: caption });

describe('writes made offline wait in the outbox and are sent once when the network is back', () => {
  const e2e = useE2e();

  it('keeps a like, a save and a comment made offline across a reload, sends each once on reconnecting, and sends nothing for a like taken back', async () => {
    const { context } = await e2e.signedInContext('otto');
    const tunnel = await postPhoto(e2e, context, 'Before the tunnel');
    const other = await postPhoto(e2e, context, 'Second thoughts');
    const page = await context.newPage();
    const toggles: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('ToggleLike')) toggles.push(request.postData() ?? '');
    });
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => card(page, 'Before the tunnel').isVisible()).toBe(true);
    // The installed app's worker holds the shell, so that the page opens again offline.
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('offline-notice').isVisible()).toBe(true);
    await card(page, 'Before the tunnel').getByRole('button', { name: 'Like', exact: true }).click();
    await expect.poll(() => card(page, 'Before the tunnel').getByTestId('likes-count').textContent()).toBe('1 like');
    await card(page, 'Before the tunnel').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => card(page, 'Before the tunnel').getByRole('button', { name: 'Remove from saved' }).isVisible()).toBe(true);
    // A like then an unlike made offline net out: nothing waits for that post.
    await card(page, 'Second thoughts').getByRole('button', { name: 'Like', exact: true }).click();
    await card(page, 'Second thoughts').getByRole('button', { name: 'Unlike' }).click();
    await expect.poll(() => card(page, 'Second thoughts').getByTestId('likes-count').textContent()).toBe('0 likes');

    await card(page, 'Before the tunnel').getByRole('button', { name: 'Comment', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments' });
    await dialog.getByPlaceholder('Add a comment...').fill('Written in the tunnel');
    await dialog.getByPlaceholder('Add a comment...').press('Enter');
    const pending = dialog.getByTestId('pending-comment');
    await expect.poll(() => pending.textContent()).toContain('Written in the tunnel');
    expect(await pending.textContent()).toContain('Waiting for connection');
    expect(await dialog.getByPlaceholder('Add a comment...').inputValue()).toBe('');
    await inBothThemes(page, 'outbox-pending-comment');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByTestId('offline-waiting').textContent()).toBe(' 3 waiting to be sent.');
    expect(await page.getByTestId('offline-notice').textContent()).toContain(
      "likes, comments, follows, saves, new posts and messages will be sent when you're back online.",
    );
    await inBothThemes(page, 'outbox-pending-feed');

    // A reload while offline: the shell and the last feed come back, and so do the waiting writes.
    await page.reload();
    await expect.poll(() => card(page, 'Before the tunnel').getByRole('button', { name: 'Unlike' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('offline-waiting').textContent()).toBe(' 3 waiting to be sent.');
    expect(await card(page, 'Before the tunnel').getByTestId('likes-count').textContent()).toBe('1 like');
    const before = (await (await context.request.get(`${e2e.url}/api/posts/${tunnel}`)).json()) as ApiPost;
    expect(before.likesCount).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/outbox-after-reload.png` });

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-notice').count()).toBe(0);
    const mine = async () => {
      const comments = (await (await context.request.get(`${e2e.url}/api/posts/${tunnel}/comments`)).json()) as ApiComment[];
      return comments.filter((comment) => comment.user.username === 'otto').map((comment) => comment.content);
    };
    await expect.poll(mine, { timeout: 15_000 }).toEqual(['Written in the tunnel']);
    await expect.poll(async () => ((await (await context.request.get(`${e2e.url}/api/posts/${tunnel}`)).json()) as ApiPost).likesCount).toBe(1);
    // Every trigger (the page's online event, its timer, Background Sync) has had its chance: still once each.
    await new Promise((resolve) => setTimeout(resolve, 7000));
    expect(await mine()).toEqual(['Written in the tunnel']);
    const after = (await (await context.request.get(`${e2e.url}/api/posts/${tunnel}`)).json()) as ApiPost;
    expect(after).toMatchObject({ likesCount: 1, isLiked: true, isSaved: true });
    expect(((await (await context.request.get(`${e2e.url}/api/posts/${other}`)).json()) as ApiPost).likesCount).toBe(0);
    expect(toggles.filter((body) => body.includes(other))).toEqual([]);

    await page.reload();
    await expect.poll(() => card(page, 'Before the tunnel').getByTestId('likes-count').textContent()).toBe('1 like');
    await card(page, 'Before the tunnel').getByRole('button', { name: 'Comment', exact: true }).click();
    await expect.poll(() => dialog.getByText('Written in the tunnel').count()).toBe(1);
    expect(await dialog.getByTestId('pending-comment').count()).toBe(0);
    await context.close();
  });

  it('shows a refused write in the server’s words and takes it off the screen', async () => {
    const { context } = await e2e.signedInContext('petra');
    const postId = await postPhoto(e2e, context, 'Gone by the time you land');
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => card(page, 'Gone by the time you land').isVisible()).toBe(true);
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    await card(page, 'Gone by the time you land').getByRole('button', { name: 'Comment', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments' });
    await dialog.getByPlaceholder('Add a comment...').fill('Lovely view');
    await dialog.getByPlaceholder('Add a comment...').press('Enter');
    await expect.poll(() => dialog.getByTestId('pending-comment').count()).toBe(1);
    // Meanwhile the post is deleted (from another device).
    expect((await context.request.delete(`${e2e.url}/api/posts/${postId}`)).status()).toBe(200);

    await context.setOffline(false);
    const toast = page.getByTestId('toast').filter({ hasText: 'Failed to post comment. Please try again.' });
    await expect.poll(() => toast.textContent(), { timeout: 15_000 }).toContain('Post not found');
    await expect.poll(() => dialog.getByTestId('pending-comment').count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/outbox-refused.png` });
    await context.close();
  });

  it('sends from the service worker on Background Sync, with no page of the app open', async () => {
    const { context } = await e2e.signedInContext('sonia');
    const postId = await postPhoto(e2e, context, 'Liked from the pocket');
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => card(page, 'Liked from the pocket').isVisible()).toBe(true);
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await card(page, 'Liked from the pocket').getByRole('button', { name: 'Like', exact: true }).click();
    await expect.poll(() => page.getByTestId('offline-waiting').textContent()).toBe(' 1 waiting to be sent.');

    // The app is left (the phone locked), then the network comes back: only the worker can send.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((registration) => registration.scopeURL === `${e2e.url}/`)).toBe(true);
    await page.goto('about:blank');
    await context.setOffline(false);
    const registrationId = registrations.find((registration) => registration.scopeURL === `${e2e.url}/`)!.registrationId;
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: e2e.url, registrationId, tag: 'glimpse-outbox', lastChance: false });
    const likes = async () => ((await (await context.request.get(`${e2e.url}/api/posts/${postId}`)).json()) as ApiPost).likesCount;
    await expect.poll(likes, { timeout: 15_000 }).toBe(1);
    // A second sync finds nothing left to send.
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: e2e.url, registrationId, tag: 'glimpse-outbox', lastChance: false });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await likes()).toBe(1);

    await page.goto(`${e2e.url}/`);
    await expect.poll(() => card(page, 'Liked from the pocket').getByRole('button', { name: 'Unlike' }).isVisible()).toBe(true);
    expect(await card(page, 'Liked from the pocket').getByTestId('likes-count').textContent()).toBe('1 like');
    await context.close();
  });

  it('keeps a new post made offline with its photo, shows it as waiting, and publishes it once', async () => {
    const { context, id } = await e2e.signedInContext('paula');
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    await controlledByServiceWorker(page);
    const photo = await e2e.saveFile('offline.jpg', await phonePhoto(800, 800));
    await page.getByRole('link', { name: 'Upload' }).click();
    await context.setOffline(true);
    await page.getByTestId('media-input').setInputFiles(photo);
    await page.getByLabel('Caption').fill('Posted from the mountain hut');
    await page.getByRole('button', { name: 'Share Post' }).click();
    await page.waitForURL(`${e2e.url}/`);
    const waiting = page.getByTestId('pending-post');
    await expect.poll(() => waiting.textContent()).toContain('Posted from the mountain hut');
    expect(await waiting.textContent()).toContain("Waiting to be posted when you're back online");
    expect(await page.getByTestId('toast').first().textContent()).toContain("Your post will be shared when you're back online.");
    // Checked once the toast has gone: while it fades in, axe reads its text against the page.
    await expect.poll(() => page.getByTestId('toast').count(), { timeout: 10_000 }).toBe(0);
    await inBothThemes(page, 'outbox-pending-post');
    await page.reload();
    await expect.poll(() => waiting.count()).toBe(1);

    await context.setOffline(false);
    await expect.poll(() => card(page, 'Posted from the mountain hut').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => waiting.count()).toBe(0);
    const posts = (await (await context.request.get(`${e2e.url}/api/users/${id}/posts`)).json()) as unknown[];
    expect(posts).toHaveLength(1);
    await context.close();
  });

  it('forgets what waits when the person signs out on the device', async () => {
    const { context } = await e2e.signedInContext('lena');
    const postId = await postPhoto(e2e, context, 'Not for the next person');
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => card(page, 'Not for the next person').isVisible()).toBe(true);
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await card(page, 'Not for the next person').getByRole('button', { name: 'Like', exact: true }).click();
    await expect.poll(() => page.getByTestId('offline-waiting').textContent()).toBe(' 1 waiting to be sent.');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${e2e.url}/login`);
    const left = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('glimpse-outbox');
            open.onsuccess = () => {
              const count = open.result.transaction('writes').objectStore('writes').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
    await expect.poll(left).toBe(0);
    await context.setOffline(false);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(((await (await context.request.get(`${e2e.url}/api/posts/${postId}`)).json()) as ApiPost).likesCount).toBe(0);
    await context.close();
  });

  it('moves messages an older version kept in localStorage into the outbox, and sends each once', async () => {
    const bob = await e2e.signedInContext('bruno');
    const { context, id } = await e2e.signedInContext('ada');
    const started = await context.request.post(`${e2e.url}/api/conversations`, { data: { userId: bob.id } });
    const conversationId = ((await started.json()) as { id: string }).id;
    // One the old code already sent (its answer lost), and one it never sent.
    const sent = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    expect(
      (
        await context.request.post(`${e2e.url}/graphql`, {
          data: {
            query: 'mutation($c: ID!, $t: String!, $k: ID) { sendMessage(conversationId: $c, content: $t, clientId: $k) { id } }',
            variables: { c: conversationId, t: 'Sent before the update', k: sent },
          },
        })
      ).status(),
    ).toBe(200);
    const page = await context.newPage();
    await page.goto(`${e2e.url}/login`);
    await page.evaluate(
      ({ userId, conversationId, sent }) =>
        localStorage.setItem(
          `outbox:${userId}`,
          JSON.stringify([
            { clientId: sent, conversationId, content: 'Sent before the update', createdAt: '2026-11-24T10:00:00.000Z' },
            { clientId: 'a7e3c1d2-9b8f-4a6e-8d5c-1b2a3c4d5e6f', conversationId, content: 'Waiting since the update', createdAt: '2026-11-24T10:00:01.000Z' },
          ]),
        ),
      { userId: id, conversationId, sent },
    );
    await page.goto(`${e2e.url}/messages/${conversationId}`);
    const contents = async () =>
      ((await (await bob.context.request.get(`${e2e.url}/api/conversations/${conversationId}/messages`)).json()) as { content: string }[]).map(
        (m) => m.content,
      );
    await expect.poll(contents, { timeout: 15_000 }).toEqual(['Sent before the update', 'Waiting since the update']);
    expect(await page.evaluate((userId) => localStorage.getItem(`outbox:${userId}`), id)).toBeNull();
    await expect.poll(() => page.getByTestId('pending-message').count()).toBe(0);
    await context.close();
    await bob.context.close();
  });
});
