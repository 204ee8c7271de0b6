import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillSignUpForm } from '../support/browserAccounts';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';

/** Every answer /graphql gave the page: a refused operation would show here as a 400 or an error. */
function graphqlAnswers(page: Page): { status: number; errors: unknown }[] {
  const answers: { status: number; errors: unknown }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const body = await response.json().catch(() => ({}));
    answers.push({ status: response.status(), errors: body.errors });
  });
  return answers;
}

describe('the web app on a production server that runs only its own operations', () => {
  const e2e = useE2e({ NODE_ENV: 'production' });
  let photo: string;

  beforeAll(async () => {
    photo = await e2e.saveFile('beach.jpg', await phonePhoto());
  });

  it('signs up, posts, likes, browses a hashtag and goes live with no operation refused', async () => {
    const page = await e2e.newPage();
    const answers = graphqlAnswers(page);
    await page.goto(`${e2e.url}/signup`);
    await fillSignUpForm(page, 'carol');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${e2e.url}/profile/edit`);
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(`${e2e.url}/`);

    const subscriptionsBefore = e2e.glimpse.subscriptionsStarted();
    await page.getByRole('link', { name: 'Upload' }).click();
    await page.getByTestId('media-input').setInputFiles(photo);
    await page.getByLabel('Caption').fill('Trusted at the #beach');
    await page.getByRole('button', { name: 'Share Post' }).click();
    await page.waitForURL(`${e2e.url}/`);
    const card = page.getByTestId('post-card').first();
    await expect.poll(() => card.getByText('Trusted at the').isVisible()).toBe(true);
    // The feed's live subscriptions started over the socket: they are the app's own too.
    await expect.poll(() => e2e.glimpse.subscriptionsStarted()).toBeGreaterThan(subscriptionsBefore);

    await card.getByRole('button', { name: 'Like', exact: true }).click();
    await expect.poll(() => card.getByTestId('likes-count').textContent()).toMatch(/^1 like/);
    await page.reload();
    await expect.poll(() => page.getByTestId('post-card').first().getByTestId('likes-count').textContent()).toMatch(/^1 like/);

    await page.goto(`${e2e.url}/hashtag/beach`);
    await expect.poll(() => page.locator('img[src^="/media/"]').count()).toBeGreaterThan(0);

    expect(answers.length).toBeGreaterThan(4);
    expect(answers.filter((a) => a.status !== 200 || a.errors)).toEqual([]);

    // The same server refuses an operation the app was not built with.
    const refused = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { email birthDate } }' }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(refused).toEqual({
      status: 400,
      body: { errors: [{ message: 'Only the operations of the Glimpse app are accepted here.', extensions: { code: 'OPERATION_NOT_TRUSTED' } }] },
    });
  });
});
