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
 * of a frame no one reads. A toast may also start to fade out on its own timer while axe reads the
 * page, so what is found is looked for again once the page has settled again: only what both
 * readings find is reported (a lasting violation is in both).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const first = await analyze(page);
  const lasting = first.size === 0 ? first : intersect(first, await analyze(page));
  return Array.from(lasting, ([id, nodes]) => `${id}: ${[...nodes].join(', ')}`);
}

/** Each serious or critical rule broken, with the elements that break it. */
async function analyze(page: Page): Promise<Map<string, Set<string>>> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = new Map<string, Set<string>>();
  for (const v of violations) {
    if (v.impact === 'serious' || v.impact === 'critical') found.set(v.id, new Set(v.nodes.map((n) => n.target.join(' '))));
  }
  return found;
}

function intersect(a: Map<string, Set<string>>, b: Map<string, Set<string>>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [id, nodes] of a) {
    const both = new Set([...nodes].filter((node) => b.get(id)?.has(node)));
    if (both.size > 0) out.set(id, both);
  }
  return out;
}
