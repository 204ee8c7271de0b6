import { describe, expect, it } from 'vitest';
import { signUpInContext } from '../support/browserAccounts';
import { useE2e } from '../support/e2eHarness';
import { linkIn, useSmtpServer } from '../support/smtpServer';
import { inBothThemes } from '../support/themes';

describe('a forgotten password, through the mail, in Chromium', () => {
  const mail = useSmtpServer();
  const e2e = useE2e(mail.env);

  it('asks for a link from the sign-in page, follows it from the mail and signs in with the new password', async () => {
    await signUpInContext(await e2e.newContext(), e2e.url, 'nora_reset');
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await inBothThemes(page, 'login-forgot-password');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${e2e.url}/forgot-password`);
    await page.getByLabel('Email').waitFor();
    await inBothThemes(page, 'forgot-password');

    await page.getByLabel('Email').fill('nora_reset@example.com');
    await page.getByRole('button', { name: 'Send Link' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('If an account uses this email, we sent a link to reset its password.');
    await inBothThemes(page, 'forgot-password-sent');

    const link = linkIn(await mail.smtp.waitFor('nora_reset@example.com', /Reset your Glimpse password/), '/reset-password');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).waitFor();
    await inBothThemes(page, 'reset-password');
    await page.getByLabel('New password', { exact: true }).fill('renewed-pass');
    await page.getByLabel('Confirm new password').fill('renewed-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(`${e2e.url}/login`);
    expect(await page.getByTestId('toast').textContent()).toContain('Your password was reset.');

    await page.getByLabel('Username').fill('nora_reset');
    await page.getByLabel('Password', { exact: true }).fill('renewed-pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${e2e.url}/`);

    // The link worked once.
    const again = await e2e.newPage();
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('third-pass');
    await again.getByLabel('Confirm new password').fill('third-pass');
    await again.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => again.getByRole('alert').first().textContent()).toContain('This link has expired. Please ask for a new one.');
    await inBothThemes(again, 'reset-password-expired');
  });

  it('shows in Settings whether the email is verified, resends the link, and confirms it from the mail', async () => {
    const { page } = await e2e.signedInPage('olga_mail', '/settings');
    await page.getByTestId('email-state').waitFor();
    expect(await page.getByTestId('email-state').textContent()).toContain('Not verified');
    await page.getByRole('heading', { name: 'Email', exact: true }).scrollIntoViewIfNeeded();
    await inBothThemes(page, 'settings-email');
    await mail.smtp.waitFor('olga_mail@example.com', /Confirm your email address/);
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('We sent a new link to your email address.');
    const link = linkIn(await mail.smtp.waitFor('olga_mail@example.com', /Confirm your email address/, { skip: 1 }), '/verify-email');

    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Email confirmed');
    await inBothThemes(page, 'verify-email');
    await page.getByRole('link', { name: 'Go to Settings' }).click();
    await expect.poll(() => page.getByTestId('email-state').textContent()).toBe('Verified');
  });
});
