import type { Page } from 'playwright-core';

/**
 * Waits until the app's service worker controls `page`. Installing it precaches the whole built
 * shell, which on CI's loaded machine has taken more than the 10 s a page action gets, so this
 * waits up to a minute: long for a worker, short beside the test's own 120 s.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000, polling: 250 });
}
