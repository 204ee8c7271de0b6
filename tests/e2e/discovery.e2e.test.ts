import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';

const SHOTS = process.env.SCREENSHOTS_DIR;

describe('hashtag and search pages in Chromium', () => {
  const e2e = useE2e();
  let page: Page;

  beforeAll(async () => {
    const gina = await e2e.signedInContext('gina');
    const photo = await phonePhoto(400, 400);
    for (let i = 0; i < 30; i++) {
      const caption = i === 29 ? 'Golden hour at the #Harbour' : `Boat number ${i} #boats`;
      const res = await gina.context.request.post(`${e2e.url}/api/posts`, {
        multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: photo }, caption, location: i % 2 ? 'Porto' : 'Faro' },
      });
      expect(res.status()).toBe(201);
    }
    page = await gina.context.newPage();
  });

  it('opens a hashtag from a caption: its name, count and posts; an unused one invites the first post', async () => {
    await page.goto(`${e2e.url}/`);
    await page.getByRole('link', { name: '#Harbour' }).first().click();
    await page.waitForURL(/\/hashtag\/harbour$/i);
    await expect.poll(() => page.getByRole('heading', { name: '#harbour' }).isVisible()).toBe(true);
    expect(await page.getByTestId('hashtag-count').textContent()).toBe('1 post');
    await expect.poll(() => page.getByTestId('post-card').count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'hashtag.png') });

    await page.goto(`${e2e.url}/hashtag/boats`);
    await expect.poll(() => page.getByTestId('hashtag-count').textContent()).toBe('29 posts');
    await expect.poll(() => page.getByTestId('post-card').count()).toBe(12);
    await page.getByTestId('post-card').last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('post-card').count()).toBeGreaterThan(12);

    await page.goto(`${e2e.url}/hashtag/nobodyusesthis`);
    await expect.poll(() => page.getByText('No posts yet').isVisible()).toBe(true);
    expect(await page.getByText('Be the first to post with #nobodyusesthis').isVisible()).toBe(true);
  });

  it('searches all posts on the server, shows a grid with @username on hover, and both empty states', async () => {
    await page.goto(`${e2e.url}/search`);
    await expect.poll(() => page.getByText('Search for users, posts, or locations').isVisible()).toBe(true);
    const box = page.getByPlaceholder('Search users, posts, or locations...');
    await box.fill('PORTO');
    await expect.poll(() => page.getByTestId('post-tile').count()).toBe(15);
    // 29 matches: a first page of 24, the rest as the end of the grid comes near.
    await box.fill('boat');
    await expect.poll(() => page.getByTestId('post-tile').count()).toBeGreaterThanOrEqual(24);
    await page.getByTestId('post-tile').last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('post-tile').count()).toBe(29);
    await page.getByTestId('post-tile').first().hover();
    await expect.poll(() => page.getByTestId('post-tile').first().getByText('@gina').isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'search.png') });
    await box.fill('(no [such] post*');
    await expect.poll(() => page.getByText('No posts found matching "(no [such] post*"').isVisible()).toBe(true);
  });
});
