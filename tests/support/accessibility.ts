import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Waits for the page's finite animations and transitions (a toast or a sheet fading in, colours
 * changing with the theme) to end; spinners, which never end, are left running.
 */
export function settled(page: Page) {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/**
 * The serious and critical accessibility violations axe-core finds on the page once it has
 * settled: a toast fading in is half transparent for 180 ms, and axe would measure the contrast
 * of a frame no one reads.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
