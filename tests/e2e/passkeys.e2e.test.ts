import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { inBothThemes } from '../support/themes';

const toast = (page: Page) => page.getByTestId('toast');

/**
 * Chromium's virtual authenticator (DevTools' WebAuthn domain) on the page: a platform
 * authenticator with resident keys that verifies its user, as a phone's screen lock does, and
 * answers every prompt by itself.
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function logOut(page: Page) {
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL('**/login');
}

describe('passkeys in Chromium', () => {
  const e2e = useE2e();

  it('registers a passkey in settings, signs out, and signs in with it from /login', async () => {
    const { page, id } = await e2e.signedInPage('pia_passkey', '/settings');
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    const manage = page.getByRole('link', { name: 'Manage passkeys' });
    await manage.evaluate((link) => link.scrollIntoView({ block: 'center' }));
    await inBothThemes(page, 'settings-passkeys');
    await manage.click();
    await page.waitForURL('**/settings/passkeys');
    await page.getByText('You have no passkeys yet.').waitFor();
    await inBothThemes(page, 'passkeys-empty');

    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect.poll(() => toast(page).getByText('Passkey added').isVisible()).toBe(true);
    const row = page.getByTestId('passkey');
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Chrome on Linux\s+Added .+ · Never used/);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await inBothThemes(page, 'passkeys-list');

    await logOut(page);
    const button = page.getByRole('button', { name: 'Sign in with a passkey' });
    await button.waitFor();
    await inBothThemes(page, 'login-with-passkey');
    // No username typed: the browser offers the passkey it holds for this site.
    await button.click();
    await page.waitForURL(`${e2e.url}/`);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').id)).toBe(id);
    await expect.poll(() => toast(page).getByText('Welcome back!').isVisible()).toBe(true);

    await page.goto(`${e2e.url}/settings/passkeys`);
    await expect.poll(() => row.innerText()).toMatch(/Last used/);
  });

  it('removes a passkey after asking, and then it signs no one in', async () => {
    const { page } = await e2e.signedInPage('quinn_passkey', '/settings/passkeys');
    await virtualAuthenticator(page);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByTestId('passkey').waitFor();
    // The toast follows the list by a moment; it stays above the dialog, so axe reads it there too.
    await expect.poll(() => toast(page).getByText('Passkey added').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Remove Chrome on Linux' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Chrome on Linux?' });
    await dialog.waitFor();
    await inBothThemes(page, 'passkeys-remove');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('You have no passkeys yet.').waitFor();
    expect(await toast(page).innerText()).toContain('Passkey removed');

    // The device still holds it, but Glimpse no longer knows it.
    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => toast(page).getByText('Passkey sign-in failed').isVisible()).toBe(true);
    expect(await toast(page).innerText()).toContain('This passkey is not registered with Glimpse. Sign in with your password.');
    expect(page.url()).toBe(`${e2e.url}/login`);
  });

  it('offers no passkey sign-in where the browser has no WebAuthn', async () => {
    const page = await e2e.newPage();
    await page.addInitScript(() => Object.defineProperty(window, 'PublicKeyCredential', { value: undefined }));
    await page.goto(`${e2e.url}/login`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).count()).toBe(0);
  });
});
