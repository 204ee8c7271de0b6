import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillSignUpForm } from '../support/browserAccounts';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';

const toast = (page: Page) => page.getByTestId('toast');
/** The server's answer to the next like or unlike the page sends. */
const toggleAnswered = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('ToggleLike'));

describe('the walking skeleton in Chromium', () => {
  const e2e = useE2e();
  let photo: string;

  beforeAll(async () => {
    photo = await e2e.saveFile('beach.jpg', await phonePhoto());
  });

  it('takes a newcomer from the welcome page through sign-up, an upload, a like and an unlike', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.getByRole('heading', { name: /Welcome to/ }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/signup');

    await page.getByLabel('Username').fill('ca');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => page.getByText('Username must be at least 3 characters').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Please select a day').isVisible()).toBe(true);

    await fillSignUpForm(page, 'carol', { picture: photo });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => toast(page).getByText('Account created successfully!').isVisible()).toBe(true);
    await page.waitForURL(`${e2e.url}/profile/edit`);
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(`${e2e.url}/`);
    await expect.poll(() => page.getByText('No posts to show yet.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Follow some users to see their posts here.').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Upload' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Create New Post' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Share Post' }).isDisabled()).toBe(true);
    await page.getByTestId('media-input').setInputFiles(photo);
    await page.getByLabel('Caption').fill('First light at the #beach');
    await page.getByLabel('Location (optional)').fill('Nazaré');
    await page.getByRole('button', { name: 'Share Post' }).click();
    await expect.poll(() => toast(page).getByText('Post uploaded successfully!').isVisible()).toBe(true);
    await page.waitForURL(`${e2e.url}/`);

    const card = page.getByTestId('post-card').first();
    await expect.poll(() => card.getByText('First light at the').isVisible()).toBe(true);
    expect(await card.getByText('Nazaré').isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: '#beach' }).getAttribute('href')).toBe('/hashtag/beach');
    // The stored photo (its src; a phone may be shown a narrower copy from its srcset) is 1080 px wide.
    const storedWidth = (img: HTMLImageElement) =>
      new Promise<number>((resolve) => {
        const stored = new Image();
        stored.onload = () => resolve(stored.naturalWidth);
        stored.src = img.getAttribute('src')!;
      });
    await expect.poll(() => card.locator('img[src^="/media/"]').last().evaluate(storedWidth)).toBe(1080);

    // The heart fills at the tap; the reload comes once the server has answered, as a person's
    // would (a reload in the same instant may cancel the request in flight).
    const liked = toggleAnswered(page);
    await card.getByRole('button', { name: 'Like', exact: true }).click();
    await expect.poll(() => card.getByTestId('likes-count').textContent()).toMatch(/^1 like/);
    await expect.poll(() => card.getByRole('button', { name: 'Unlike' }).isVisible()).toBe(true);
    expect((await liked).status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('post-card').first().getByTestId('likes-count').textContent()).toMatch(/^1 like/);
    const unliked = toggleAnswered(page);
    await page.getByTestId('post-card').first().getByRole('button', { name: 'Unlike' }).click();
    await expect.poll(() => page.getByTestId('post-card').first().getByTestId('likes-count').textContent()).toMatch(/^0 likes/);
    expect((await unliked).status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('post-card').first().getByTestId('likes-count').textContent()).toMatch(/^0 likes/);
  });

  it('shows a follower the post in their feed, lets them like it, and shows the count live to its author', async () => {
    const authorPage = await e2e.newPage();
    await authorPage.goto(`${e2e.url}/login`);
    await authorPage.getByLabel('Username').fill('carol');
    await authorPage.getByLabel('Password').fill('wrong-pass');
    await authorPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => toast(authorPage).getByText('Invalid username or password').isVisible()).toBe(true);
    await authorPage.getByLabel('Password').fill('secret-pass');
    await authorPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await authorPage.waitForURL(`${e2e.url}/`);
    await expect.poll(() => authorPage.getByTestId('post-card').count()).toBe(1);

    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/signup`);
    await fillSignUpForm(page, 'dave');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${e2e.url}/profile/edit`);
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(`${e2e.url}/`);
    await expect.poll(() => page.getByText('No posts to show yet.').isVisible()).toBe(true);

    // The profile page with its Follow button arrives with the profiles issue; until then the
    // follow goes through the same REST call the mobile client makes, with this browser's session.
    const carol = await e2e.glimpse.services.users.credentialsByUsername('carol');
    const follow = await page.request.post(`${e2e.url}/api/users/${carol!._id}/follow`);
    expect(await follow.json()).toEqual({ following: true, requested: false });

    await page.reload();
    const card = page.getByTestId('post-card').first();
    await expect.poll(() => card.getByTestId('post-username').textContent()).toBe('carol');
    await card.getByRole('button', { name: 'Like', exact: true }).click();
    await expect.poll(() => card.getByTestId('likes-count').textContent()).toMatch(/^1 like/);
    await expect.poll(() => authorPage.getByTestId('post-card').first().getByTestId('likes-count').textContent()).toMatch(/^1 like/);
  });

  it('sends signed-out visitors who have been here before to the login page', async () => {
    const context = await e2e.newContext();
    await context.addInitScript(() => localStorage.setItem('visited', 'true'));
    const page = await context.newPage();
    await page.goto(`${e2e.url}/upload`);
    await page.waitForURL(`${e2e.url}/login?next=%2Fupload`);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);
  });
});
