import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';

const SHOTS = process.env.SCREENSHOTS_DIR;
const toast = (page: Page) => page.getByTestId('toast');

describe('rate limits in Chromium: a refused write says why and when to try again', () => {
  const e2e = useE2e({ RATE_LIMIT_COMMENT: '1/10m', RATE_LIMIT_LIKE: '1/10m' });
  let page: Page;

  beforeAll(async () => {
    const { context } = await e2e.signedInContext('tess');
    const post = await context.request.post(`${e2e.url}/api/posts`, {
      multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(800, 600) }, caption: 'Quiet harbour' },
    });
    expect(post.status()).toBe(201);
    page = await context.newPage();
  });

  it('keeps a refused comment in the box and shows the server’s wait beside it, and in the usual toast', async () => {
    await page.goto(`${e2e.url}/`);
    const card = page.getByTestId('post-card').first();
    await card.getByRole('button', { name: 'Comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments' });
    const input = dialog.getByPlaceholder('Add a comment...');
    await input.fill('Lovely light');
    await input.press('Enter');
    await expect.poll(() => dialog.getByTestId('comment').count()).toBe(1);
    await input.fill('And the boats!');
    await input.press('Enter');
    const failure = dialog.getByRole('alert');
    await expect
      .poll(() => failure.textContent())
      .toBe('Failed to post comment. Please try again. Too many comments in a short time. Please try again in 10 minutes.');
    // The toast replaces the one before it (Comment posted) a moment after the message in the box shows.
    await expect.poll(() => toast(page).getByText('Failed to post comment. Please try again.').isVisible()).toBe(true);
    expect(await input.inputValue()).toBe('And the boats!');
    expect(await dialog.getByTestId('comment').count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/limits-comment.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('puts a refused unlike back as the server has it, and says why', async () => {
    const card = page.getByTestId('post-card').first();
    // The like is answered before the next tap, so that the tap is a request of its own.
    const answered = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('ToggleLike'));
    await card.getByRole('button', { name: 'Like' }).click();
    await answered;
    await card.getByRole('button', { name: 'Unlike' }).click();
    await expect.poll(() => toast(page).getByText('Failed to update like. Please try again.').isVisible()).toBe(true);
    expect(await toast(page).getByText('Too many likes in a short time. Please try again in 10 minutes.').isVisible()).toBe(true);
    await expect.poll(() => card.getByRole('button', { name: 'Unlike' }).isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/limits-like.png` });
  });
});
