import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { useE2e } from '../support/e2eHarness';

const SHOTS = process.env.SHOTS_DIR;
const toast = (page: Page) => page.getByTestId('toast');
const epochNow = () => Math.floor(Date.now() / 1000);

/** Axe at phone width in light and then dark mode, and a screenshot of each, without a reload (which would lose the step on screen). */
async function checkBothThemes(page: Page, where: string) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    // A toast sliding in is measured at its final colours, not halfway through its fade.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    expect({ where, theme, violations: await seriousViolations(page) }).toEqual({ where, theme, violations: [] });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-${where}-${theme}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** Content-Security-Policy violations and uncaught errors of the page, across its navigations (zod loaded too early, say). */
async function watchForProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${e.violatedDirective} blocked ${e.blockedURI} on ${location.pathname}`),
    );
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

describe('two-factor authentication in Chromium', () => {
  const e2e = useE2e();

  it('turns on in settings with a code from the app, then signs in with a password and a code', async () => {
    const { context } = await e2e.signedInContext('tessa');
    const page = await context.newPage();
    const problems = await watchForProblems(page);
    await page.goto(`${e2e.url}/settings`);
    await page.getByRole('link', { name: 'Two-factor authentication' }).click();
    await page.waitForURL('**/settings/two-factor');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect.poll(() => page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).isVisible()).toBe(true);
    await checkBothThemes(page, 'set-up');
    // The key as a person would type it into the app: the text under the QR code.
    const secret = (await page.locator('code').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const right = await generate({ secret, epoch: epochNow() });
    await page.getByLabel('6-digit code').fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => toast(page).getByText('That code is not valid. Check it and try again.').isVisible()).toBe(true);
    await page.getByLabel('6-digit code').fill(right);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    expect(await codes.first().textContent()).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/);
    await checkBothThemes(page, 'recovery-codes');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByText('Two-factor authentication is on.').isVisible()).toBe(true);
    expect(await page.getByText('You have 10 recovery codes left.').isVisible()).toBe(true);
    await checkBothThemes(page, 'on');

    // Signing in elsewhere: the password, then a code (of the next time step: the one that turned it on was used).
    const login = await e2e.newPage();
    const loginProblems = await watchForProblems(login);
    await login.goto(`${e2e.url}/login`);
    await login.getByLabel('Username').fill('tessa');
    await login.getByLabel('Password').fill('secret-pass');
    await login.getByRole('button', { name: 'Show password' }).click();
    expect(await login.getByLabel('Password').getAttribute('type')).toBe('text');
    await login.getByRole('button', { name: 'Hide password' }).click();
    expect(await login.getByLabel('Password').getAttribute('type')).toBe('password');
    await checkBothThemes(login, 'login');
    await login.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => login.getByText('Enter the 6-digit code from your authenticator app').isVisible()).toBe(true);
    await login.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect.poll(() => login.getByLabel('Recovery code', { exact: true }).isVisible()).toBe(true);
    await login.getByRole('button', { name: 'Use your authenticator app instead' }).click();
    await checkBothThemes(login, 'code-step');

    await login.getByLabel('Security code', { exact: true }).fill('12345');
    await login.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => login.getByText('Enter the 6-digit code from your authenticator app.').isVisible()).toBe(true);
    await login.getByLabel('Security code', { exact: true }).fill(await generate({ secret, epoch: epochNow() + 30 }));
    await login.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => toast(login).getByText('Welcome back!').isVisible()).toBe(true);
    await login.waitForURL(`${e2e.url}/`);
    await expect.poll(() => login.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').username)).toBe('tessa');
    expect([...problems, ...loginProblems]).toEqual([]);
  });

  it('turns off with the password, refusing a wrong one', async () => {
    const { page, id } = await e2e.signedInPage('ulla', '/settings/two-factor');
    const { secret } = await e2e.glimpse.services.twoFactor.setUp(id, { viewerId: id, sessionId: null, clientIp: null, idempotencyKey: null, now: new Date() });
    await e2e.glimpse.services.twoFactor.enable(id, await generate({ secret }), {
      viewerId: id,
      sessionId: null,
      clientIp: null,
      idempotencyKey: null,
      now: new Date(),
    });
    await page.reload();
    await expect.poll(() => page.getByText('Two-factor authentication is on.').isVisible()).toBe(true);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect.poll(() => toast(page).getByText('Incorrect password. Please try again.').isVisible()).toBe(true);
    expect((await e2e.glimpse.services.twoFactor.status(id)).enabled).toBe(true);
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Set up two-factor authentication' }).isVisible()).toBe(true);
    expect((await e2e.glimpse.services.twoFactor.status(id)).enabled).toBe(false);
  });
});
