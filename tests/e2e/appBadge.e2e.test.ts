import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { subscriptionsSettled } from '../support/until';

/**
 * Headless Chromium runs no installed app, so its navigator.setAppBadge may refuse or do nothing
 * visible: an init script stands in for the Badging API and records what the page asked the
 * icon to show (a number, or 'clear').
 */
async function recordBadge(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: (number | 'clear')[] = [];
    Object.assign(window, { appBadge: shown });
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      configurable: true,
      value: (count?: number) => {
        shown.push(count ?? 0);
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      configurable: true,
      value: () => {
        shown.push('clear');
        return Promise.resolve();
      },
    });
  });
}

const lastBadge = (page: Page) => page.evaluate(() => (window as unknown as { appBadge: (number | 'clear')[] }).appBadge.at(-1) ?? null);

describe("the app icon's badge", () => {
  const e2e = useE2e();

  it('shows unread messages plus unread Activity from the start, follows them live, and clears once all is read', async () => {
    const owner = await e2e.signedInContext('badge_owner');
    const friend = await e2e.signedInContext('badge_friend');
    await recordBadge(owner.context);
    // Followed, so that the friend's messages land in the inbox rather than in requests.
    expect((await owner.context.request.post(`${e2e.url}/api/users/${friend.id}/follow`)).ok()).toBe(true);
    const post = await owner.context.request.post(`${e2e.url}/api/posts`, {
      multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(600, 400) }, caption: 'Badge me' },
    });
    const postId = (await post.json()).id;
    expect((await friend.context.request.post(`${e2e.url}/api/posts/${postId}/like`)).ok()).toBe(true);
    const conversationId = (await (await friend.context.request.post(`${e2e.url}/api/conversations`, { data: { userId: owner.id } })).json()).id;
    const send = (content: string) => friend.context.request.post(`${e2e.url}/api/conversations/${conversationId}/messages`, { data: { content } });
    expect((await send('Hi!')).ok()).toBe(true);

    // At start: one unread message and one unread like.
    const page = await owner.context.newPage();
    const before = e2e.glimpse.subscriptionsStarted();
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => lastBadge(page), { timeout: 10_000 }).toBe(2);
    await subscriptionsSettled(e2e.glimpse.subscriptionsStarted, before);

    // A new message arrives over the socket.
    expect((await send('Are you there?')).ok()).toBe(true);
    await expect.poll(() => lastBadge(page), { timeout: 10_000 }).toBe(3);

    // Reading the chat leaves the like; reading Activity leaves nothing, and the badge goes.
    await page.getByRole('link', { name: 'Messages' }).first().click();
    await page.getByRole('link', { name: /badge_friend/ }).click();
    await page.waitForURL(`**/messages/${conversationId}`);
    await expect.poll(() => lastBadge(page)).toBe(1);
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: /^Activity/ }).click();
    await expect.poll(() => page.getByTestId('activity-row').count()).toBe(1);
    await expect.poll(() => lastBadge(page)).toBe('clear');
    // All within one page load: the record above began with it.
    expect(await page.evaluate(() => (window as unknown as { appBadge: unknown[] }).appBadge)).toEqual(expect.arrayContaining([2, 3, 1]));
    await owner.context.close();
    await friend.context.close();
  });
});
