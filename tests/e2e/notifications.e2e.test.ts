import { describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';
import { subscriptionsSettled } from '../support/until';

describe('Activity in Chromium, two people', () => {
  const e2e = useE2e();

  it('lights the heart’s dot live when someone likes, comments and follows, and Activity shows it all and clears the dot', async () => {
    const alice = await e2e.signedInPage('alice_n');
    const bob = await e2e.signedInPage('bob_n');
    const res = await alice.context.request.post(`${e2e.url}/api/posts`, {
      multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(800, 600) }, caption: 'Harbour' },
    });
    expect(res.status()).toBe(201);
    const postId = (await res.json()).id;

    const page = alice.page;
    const before = e2e.glimpse.subscriptionsStarted();
    await page.goto(`${e2e.url}/`);
    const heart = page.getByRole('link', { name: /^Activity/ });
    await expect.poll(() => heart.isVisible()).toBe(true);
    await subscriptionsSettled(e2e.glimpse.subscriptionsStarted, before);
    expect(await page.getByTestId('activity-dot').count()).toBe(0);

    // Bob likes and comments: Alice's dot lights without a reload, pushed over the socket.
    expect((await bob.context.request.post(`${e2e.url}/api/posts/${postId}/like`)).ok()).toBe(true);
    await expect.poll(() => page.getByTestId('activity-dot').count(), { timeout: 5000 }).toBe(1);
    expect(await heart.getAttribute('aria-label')).toBe('Activity, 1 new');
    expect((await bob.context.request.post(`${e2e.url}/api/posts/${postId}/comments`, { data: { content: 'nice!' } })).status()).toBe(201);
    expect((await bob.context.request.post(`${e2e.url}/api/users/${alice.id}/follow`)).ok()).toBe(true);
    await expect.poll(() => heart.getAttribute('aria-label'), { timeout: 5000 }).toBe('Activity, 3 new');

    await heart.click();
    await page.waitForURL('**/activity');
    const rows = page.getByTestId('activity-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.getByRole('heading', { name: 'Today' }).isVisible()).toBe(true);
    const texts = await rows.allInnerTexts();
    expect(texts[0]).toMatch(/^bob_n started following you\. now/);
    expect(texts[1]).toMatch(/^bob_n commented: nice! now/);
    expect(texts[2]).toMatch(/^bob_n liked your post\. now/);
    // Opening Activity read it: the dot goes.
    await expect.poll(() => page.getByTestId('activity-dot').count()).toBe(0);
    expect(await heart.getAttribute('aria-label')).toBe('Activity');
    await inBothThemes(page, 'activity');

    // Follow back from the row; the like's row leads to the post.
    await page.getByRole('button', { name: 'Follow bob_n back' }).click();
    await expect.poll(() => rows.first().getByRole('button').innerText()).toBe('Following');
    await rows.nth(2).getByRole('link').first().click();
    await page.waitForURL(`**/post/${postId}`);
  });

  it('shows an empty Activity in words', async () => {
    const { page } = await e2e.signedInPage('cyd_n', '/activity');
    await expect.poll(() => page.getByTestId('activity-empty').isVisible()).toBe(true);
    expect(await page.getByText('Activity on your posts').isVisible()).toBe(true);
    await inBothThemes(page, 'activity-empty');
  });
});
