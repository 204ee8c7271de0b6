import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { signedUpClient } from '../support/accounts';
import { launchChromium, phoneContext } from '../support/browser';
import { phonePhoto } from '../support/images';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';

const SHOTS = process.env.SCREENSHOTS_DIR;

describe('hashtag and search pages in Chromium', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await startTestServer(data.dir);
    browser = await launchChromium();
    const { client } = await signedUpClient(glimpse.url, 'gina');
    const photo = await phonePhoto(400, 400);
    for (let i = 0; i < 30; i++) {
      const caption = i === 29 ? 'Golden hour at the #Harbour' : `Boat number ${i} #boats`;
      const res = await client.multipart('/api/posts', {
        media: { bytes: photo, name: 'p.jpg', type: 'image/jpeg' },
        caption,
        location: i % 2 ? 'Porto' : 'Faro',
      });
      expect(res.status).toBe(201);
    }
    page = await (await phoneContext(browser)).newPage();
    await page.goto(`${glimpse.url}/login`);
    await page.evaluate(() =>
      fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'gina', password: 'secret1' }),
        credentials: 'include',
      }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await glimpse?.close();
    await data?.remove();
  });

  it('opens a hashtag from a caption: its name, count and posts; an unused one invites the first post', async () => {
    await page.goto(`${glimpse.url}/`);
    await page.getByRole('link', { name: '#Harbour' }).first().click();
    await page.waitForURL(/\/hashtag\/harbour$/i);
    await expect.poll(() => page.getByRole('heading', { name: '#harbour' }).isVisible()).toBe(true);
    expect(await page.getByTestId('hashtag-count').textContent()).toBe('1 post');
    await expect.poll(() => page.getByTestId('post-card').count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'hashtag.png') });

    await page.goto(`${glimpse.url}/hashtag/boats`);
    await expect.poll(() => page.getByTestId('hashtag-count').textContent()).toBe('29 posts');
    await expect.poll(() => page.getByTestId('post-card').count()).toBe(12);
    await page.getByTestId('post-card').last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('post-card').count()).toBeGreaterThan(12);

    await page.goto(`${glimpse.url}/hashtag/nobodyusesthis`);
    await expect.poll(() => page.getByText('No posts yet').isVisible()).toBe(true);
    expect(await page.getByText('Be the first to post with #nobodyusesthis').isVisible()).toBe(true);
  });

  it('searches all posts on the server, shows a grid with @username on hover, and both empty states', async () => {
    await page.goto(`${glimpse.url}/search`);
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
