import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { fillSignUpForm } from '../support/browserAccounts';
import { useE2e } from '../support/e2eHarness';
import { inBothThemes } from '../support/themes';

const ADMIN_CODE = 'e2e-admin-code';

const toast = (page: Page) => page.getByTestId('toast');

describe('accounts in Chromium', () => {
  const e2e = useE2e({ ADMIN_CODE });

  it('shows a first-time visitor the welcome screen on any private path, and sends anyone else to /login', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/settings/not-built-yet`);
    await expect.poll(() => page.getByRole('heading', { name: /Welcome to/ }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('visited'))).toBeNull();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${e2e.url}/login?next=%2Fsettings%2Fnot-built-yet`);
    expect(await page.evaluate(() => localStorage.getItem('visited'))).toBe('true');
    await page.goto(`${e2e.url}/messages/some-conversation`);
    await page.waitForURL(`${e2e.url}/login?next=%2Fmessages%2Fsome-conversation`);
    // The address changes before the sign-in page's own code has arrived.
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);
  });

  it('registers an administrator from the welcome page, refusing a wrong access code', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/`);
    await page.getByRole('link', { name: 'Admin Access' }).click();
    await page.waitForURL('**/admin-signup');
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Registration' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Regular sign up' }).getAttribute('href')).toBe('/signup');

    await fillSignUpForm(page, 'bossann');
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect.poll(() => page.getByText('Admin code is required').isVisible()).toBe(true);

    await page.getByLabel('Admin access code').fill('not-the-code');
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect.poll(() => toast(page).getByText('Admin sign up failed').isVisible()).toBe(true);
    expect(await toast(page).getByText('Invalid admin access code').isVisible()).toBe(true);
    expect(await e2e.glimpse.services.users.credentialsByUsername('bossann')).toBeNull();

    await page.getByLabel('Admin access code').fill(ADMIN_CODE);
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect.poll(() => toast(page).getByText('Account created successfully!').isVisible()).toBe(true);
    expect(await toast(page).getByText("Welcome to Glimpse! Let's complete your profile.").isVisible()).toBe(true);
    await expect.poll(() => page.url()).toBe(`${e2e.url}/profile/edit`);
    // The device keeps the person once the signed-in pages have rendered with them.
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('firstSignup'), JSON.parse(localStorage.getItem('user') ?? '{}').isAdmin]))
      .toEqual(['true', true]);
  });

  it('follows the system theme on a first visit, and keeps a chosen dark mode across reloads without a flash', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${e2e.url}/login`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();

    const light = await e2e.newPage();
    await light.goto(`${e2e.url}/signup`);
    await fillSignUpForm(light, 'theo');
    await light.getByRole('button', { name: 'Sign Up' }).click();
    await light.waitForURL('**/profile/edit');
    await light.goto(`${e2e.url}/settings`);
    const toggle = light.getByRole('switch', { name: 'Dark mode' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await light.getByText('Administrator Account').count()).toBe(0);
    expect(await seriousViolations(light)).toEqual([]);
    await toggle.click();
    expect(await light.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // The class is on <html> before any of the app's own code runs.
    await light.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { darkAtParse: boolean }).darkAtParse = document.documentElement.classList.contains('dark');
      });
    });
    await light.reload();
    expect(await light.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(true);
    await expect.poll(() => light.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe('true');
    const background = await light.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(246, 247, 249)');
    expect(await seriousViolations(light)).toEqual([]);
  });

  it('changes the password from settings, refusing mismatches and a wrong current password', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/signup`);
    await fillSignUpForm(page, 'petra', { password: 'old-password' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/profile/edit');
    await page.goto(`${e2e.url}/settings`);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('old-password');
    await form.getByLabel('New password', { exact: true }).fill('new-password');
    await form.getByLabel('Confirm new password').fill('new-passw0rd');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByText("New passwords don't match.").isVisible()).toBe(true);

    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm new password').fill('short');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByText('Password must be at least 6 characters long.').isVisible()).toBe(true);

    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('new-password');
    await form.getByLabel('Confirm new password').fill('new-password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => toast(page).getByText('Failed to change password.').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await toast(page).getByText('Current password is incorrect').isVisible()).toBe(true);

    await form.getByLabel('Current password').fill('old-password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    // Checking the old password and hashing the new one are memory-hard on purpose: slow on a busy machine.
    await expect.poll(() => toast(page).getByText('Password changed successfully!').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await e2e.glimpse.services.accounts.logIn({ username: 'petra', password: 'new-password' }, null)).toEqual(expect.any(String));

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/login');
    await page.goto(`${e2e.url}/settings`);
    await page.waitForURL(`${e2e.url}/login?next=%2Fsettings`);
  });

  it('deletes the account once the password confirms it, then is signed out for good', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/signup`);
    await fillSignUpForm(page, 'dora');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/profile/edit');
    await page.goto(`${e2e.url}/settings`);

    // The confirmation asks the password: cancelled, or with a wrong one, nothing is deleted.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect.poll(() => dialog.getByText('Are you sure you want to delete your account? This action cannot be undone.').isVisible()).toBe(true);
    await inBothThemes(page, 'delete-account');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect.poll(() => toast(page).getByText('Incorrect password. Please try again.').isVisible()).toBe(true);
    expect(await e2e.glimpse.services.users.credentialsByUsername('dora')).not.toBeNull();

    await dialog.getByLabel('Password').fill('secret-pass');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL('**/login');
    expect(await e2e.glimpse.services.users.credentialsByUsername('dora')).toBeNull();
    await page.goto(`${e2e.url}/settings`);
    await page.waitForURL(`${e2e.url}/login?next=%2Fsettings`);
    await page.getByLabel('Username').fill('dora');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => toast(page).getByText('Invalid username or password').isVisible()).toBe(true);
  });
});
