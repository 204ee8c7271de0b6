import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { launchChromium, phoneContext } from '../support/browser';
import { phonePhoto } from '../support/images';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';

const SHOTS = process.env.SCREENSHOTS_DIR;
const toast = (page: Page) => page.getByTestId('toast');

describe('rate limits in Chromium: a refused write says why and when to try again', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await startTestServer(data.dir, { RATE_LIMIT_COMMENT: '1/10m', RATE_LIMIT_LIKE: '1/10m' });
    browser = await launchChromium();
    context = await phoneContext(browser);
    const signUp = await context.request.post(`${glimpse.url}/graphql`, {
      data: {
        query: 'mutation($input: SignUpInput!) { signUp(input: $input) { me { id } } }',
        variables: { input: { username: 'tess', email: 'tess@example.com', password: 'secret-pass', birthDate: '1992-02-02' } },
      },
    });
    expect((await signUp.json()).errors).toBeUndefined();
    const post = await context.request.post(`${glimpse.url}/api/posts`, {
      multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(800, 600) }, caption: 'Quiet harbour' },
    });
    expect(post.status()).toBe(201);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await glimpse?.close();
    await data?.remove();
  });

  it('keeps a refused comment in the box and shows the server’s wait under the usual toast', async () => {
    await page.goto(`${glimpse.url}/`);
    const card = page.getByTestId('post-card').first();
    await card.getByRole('button', { name: 'Comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments' });
    const input = dialog.getByPlaceholder('Add a comment...');
    await input.fill('Lovely light');
    await input.press('Enter');
    await expect.poll(() => dialog.getByTestId('comment').count()).toBe(1);
    await input.fill('And the boats!');
    await input.press('Enter');
    await expect.poll(() => toast(page).getByText('Failed to post comment. Please try again.').isVisible()).toBe(true);
    expect(await toast(page).getByText('Too many comments in a short time. Please try again in 10 minutes.').isVisible()).toBe(true);
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
