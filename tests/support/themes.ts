import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations, settled } from './accessibility';

/**
 * Checks the page as it is in the light and the dark theme (as Settings' Dark mode sets it): no
 * serious or critical axe violation in either; with SCREENSHOTS_DIR set, a screenshot of each
 * (`{name}-light.png`, `{name}-dark.png`). Leaves the page light.
 */
export async function inBothThemes(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    await settled(page);
    if (dir) await page.screenshot({ path: `${dir}/${name}-${theme}.png` });
    expect(await seriousViolations(page), `${name}, ${theme}`).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await settled(page);
}
