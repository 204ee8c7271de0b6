import { describe, expect, it } from 'vitest';
import { logInThroughForm } from '../support/browserAccounts';
import { useE2e } from '../support/e2eHarness';
import { inBothThemes } from '../support/themes';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe("where you're signed in, and the username, in Chromium", () => {
  const e2e = useE2e();

  it('lists both sessions of two browsers, and logging the other out signs it out', async () => {
    const { page } = await e2e.signedInPage('sara_sess', '/settings');
    const phone = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE });
    phone.setDefaultTimeout(10_000);
    const phonePage = await phone.newPage();
    await logInThroughForm(phonePage, e2e.url, 'sara_sess', 'secret-pass');

    await page.getByRole('link', { name: 'Where you’re signed in' }).click();
    await page.waitForURL(`${e2e.url}/settings/sessions`);
    const rows = page.getByTestId('session-row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    // The phone signed in last: it comes first, and only the other row is this device.
    expect(await rows.nth(0).innerText()).toMatch(/^Chrome on Android\s+Active just now/);
    expect(await rows.nth(1).innerText()).toContain('This device · Active now');
    expect(await rows.nth(1).getByRole('button').count()).toBe(0);
    await inBothThemes(page, 'sessions');

    await page.getByRole('button', { name: 'Log out of Chrome on Android' }).click();
    const dialog = page.getByTestId('log-out-session-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe('Log out of Chrome on Android?');
    await inBothThemes(page, 'sessions-confirm');
    await dialog.getByRole('button', { name: 'Log Out' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('toast').textContent()).toContain('Logged out of Chrome on Android');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="session-row"]').length === 1);
    expect(await page.getByTestId('log-out-others').count()).toBe(0);

    // The phone is signed out: the next page it opens asks it to sign in.
    await phonePage.goto(`${e2e.url}/settings`);
    await phonePage.waitForURL(/\/(login|welcome)/);
    await phone.close();
  });

  it('changes the username from Settings, and the profile shows the new one at once', async () => {
    const { page } = await e2e.signedInPage('tom_name', '/settings');
    const field = page.getByRole('textbox', { name: 'Username' });
    await field.fill('glimpse_tom');
    await page.getByRole('button', { name: 'Change Username' }).click();
    // Sign-up's rules are checked in the page, with the server's words.
    await page.getByText('This username is reserved.').waitFor();
    await field.fill('tom.renamed');
    await page.getByRole('button', { name: 'Change Username' }).click();
    await page.getByTestId('toast').getByText('Username changed').waitFor();
    expect(await field.inputValue()).toBe('tom.renamed');
    expect(await page.getByRole('button', { name: 'Change Username' }).isDisabled()).toBe(true);
    await inBothThemes(page, 'settings-username');
    await page.goto(`${e2e.url}/profile`);
    await page.getByText('tom.renamed').first().waitFor();
  });
});
