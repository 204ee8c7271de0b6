import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { launchChromium, phoneContext } from '../support/browser';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';

const ADMIN_CODE = 'e2e-admin-code';
const toast = (page: Page) => page.getByTestId('toast');

async function fillSignUp(page: Page, username: string, password = 'secret-pass') {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Day').selectOption('9');
  await page.getByLabel('Month').selectOption('July');
  await page.getByLabel('Year').selectOption('1988');
}

describe('accounts in Chromium', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let browser: Browser;

  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await startTestServer(data.dir, { ADMIN_CODE });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await glimpse?.close();
    await data?.remove();
  });

  it('registers an administrator from the welcome page, refusing a wrong access code', async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(glimpse.url + '/');
    await page.getByRole('link', { name: 'Admin Access' }).click();
    await page.waitForURL('**/admin-signup');
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Registration' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Regular sign up' }).getAttribute('href')).toBe('/signup');

    await fillSignUp(page, 'adminann');
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect.poll(() => page.getByText('Admin code is required').isVisible()).toBe(true);

    await page.getByLabel('Admin access code').fill('not-the-code');
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect.poll(() => toast(page).getByText('Admin sign up failed').isVisible()).toBe(true);
    expect(await toast(page).getByText('Invalid admin access code').isVisible()).toBe(true);
    expect(await glimpse.services.users.credentialsByUsername('adminann')).toBeNull();

    await page.getByLabel('Admin access code').fill(ADMIN_CODE);
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect.poll(() => toast(page).getByText('Account created successfully!').isVisible()).toBe(true);
    expect(await toast(page).getByText("Welcome to Glimpse! Let's complete your profile.").isVisible()).toBe(true);
    await expect.poll(() => page.url()).toBe(glimpse.url + '/profile/edit');
    expect(await page.evaluate(() => [localStorage.getItem('firstSignup'), JSON.parse(localStorage.getItem('user') ?? '{}').isAdmin])).toEqual([
      'true',
      true,
    ]);
  });
});
