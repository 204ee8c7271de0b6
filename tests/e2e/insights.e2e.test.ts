import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logInThroughForm } from '../support/browserAccounts';
import { seriousViolations } from '../support/accessibility';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { signUpAs, type Caller } from '../support/people';
import { useTestServer } from '../support/useTestServer';

const SHOTS = process.env.SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A chart's table as [row header, figure] pairs. */
const tableOf = (page: Page, id: string) =>
  page
    .getByTestId(`insight-${id}-table`)
    .evaluate((table) =>
      [...table.querySelectorAll('tbody tr')].map(
        (row) => [row.querySelector('th')!.textContent, Number(row.querySelector('td')!.textContent)] as [string, number],
      ),
    );
const totalOf = async (page: Page, id: string) => (await tableOf(page, id)).reduce((sum, [, n]) => sum + n, 0);

describe('the Insights tab in Chromium', () => {
  const e2e = useE2e({ ADMIN_CODE: 'code' });
  let alice: Caller;
  let bob: Caller;

  const post = async (who: Caller, caption: string) => {
    const media = new Blob([new Uint8Array(await phonePhoto(200, 200))], { type: 'image/jpeg' });
    return (await who.multipart('/api/posts', { media, caption })).body.id as string;
  };

  beforeAll(async () => {
    await signUpAs(e2e.glimpse, 'ann', '198.51.100.1', true);
    alice = await signUpAs(e2e.glimpse, 'alice', '203.0.113.1');
    bob = await signUpAs(e2e.glimpse, 'bob', '203.0.113.2');
    const beach = await post(alice, 'Beach day #sea #sun');
    await post(alice, 'More waves #sea');
    await post(bob, 'Downtown #city');
    await bob.json(`/api/posts/${beach}/like`, 'POST');
    await bob.json(`/api/posts/${beach}/comments`, 'POST', { content: 'Lovely light' });
    const { body: conversation } = await bob.json('/api/conversations', 'POST', { userId: alice.id });
    await bob.json(`/api/conversations/${conversation.id}/messages`, 'POST', { content: 'Hello' });
    await alice.multipart('/api/reports', { text: 'A spam account' });
  });

  it('shows an admin charts and tables of the last 30 days, loads chart.js only for it, updates live and passes axe', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await logInThroughForm(page, e2e.url, 'ann');
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Insights' }).isVisible()).toBe(true);
    const chartChunk = (name: string) => /\/assets\/charts-[\w-]+\.js$/.test(name);
    expect(scripts.filter(chartChunk)).toEqual([]);

    await page.getByRole('tab', { name: 'Insights' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Sign-ups' }).isVisible()).toBe(true);
    // Each chart is drawn (chart.js sizes its canvas), from a chunk loaded now.
    await expect
      .poll(() => page.locator('.insight canvas').evaluateAll((canvases) => canvases.filter((c) => (c as HTMLCanvasElement).style.display === 'block').length))
      .toBe(8);
    expect(scripts.filter(chartChunk)).toHaveLength(1);
    expect(await page.locator('.insight canvas[aria-hidden="true"]').count()).toBe(8);

    const signUps = await tableOf(page, 'signUps');
    expect(signUps).toHaveLength(30);
    const today = new Intl.DateTimeFormat(undefined, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date());
    expect(signUps.at(-1)).toEqual([today, 3]);
    const totals = { signUps: 3, activeUsers: 3, posts: 3, likes: 1, comments: 1, messages: 1, reports: 1 };
    for (const [measure, total] of Object.entries(totals)) expect(await totalOf(page, measure), measure).toBe(total);
    expect(await tableOf(page, 'hashtags')).toEqual([
      ['#sea', 2],
      ['#city', 1],
      ['#sun', 1],
    ]);
    expect(await page.getByRole('table', { name: 'Sign-ups per day, last 30 days (UTC)' }).count()).toBe(1);
    expect(await page.getByText('Posts published, less those deleted since: 3 in 30 days').isVisible()).toBe(true);
    await shot(page, 'insights-light');
    expect(await seriousViolations(page)).toEqual([]);

    // Live: a new post reaches the open tab without a reload.
    await post(bob, 'Live one #sea');
    await expect.poll(() => totalOf(page, 'posts'), { timeout: 8000 }).toBe(4);
    await expect.poll(() => tableOf(page, 'hashtags')).toContainEqual(['#sea', 3]);

    // Dark mode switched on (as Settings does): the charts are drawn again in the dark theme's colours.
    const drawing = () => page.getByTestId('insight-signUps-chart').evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
    const light = await drawing();
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect.poll(drawing).not.toBe(light);
    await shot(page, 'insights-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  describe('on a server of its own', () => {
    const quiet = useTestServer({ ADMIN_CODE: 'code' });

    it('shows an empty state when nothing happened in the window', async () => {
      await signUpAs(quiet.glimpse, 'solo', '198.51.100.9', true);
      // A network with nothing in the window cannot be made through the API (the admin's own sign-up
      // counts), so the figures reaching the page are zeroed on the way.
      const page = await e2e.newPage();
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON();
        if (body?.operationName !== 'InsightsTab') return route.continue();
        const response = await route.fetch();
        const json = await response.json();
        for (const day of json.data.insights.days) for (const key of Object.keys(day)) if (key !== 'date' && key !== '__typename') day[key] = 0;
        json.data.insights.topHashtags = [];
        await route.fulfill({ response, json });
      });
      await logInThroughForm(page, quiet.url, 'solo');
      await page.goto(`${quiet.url}/admin`);
      await page.getByRole('tab', { name: 'Insights' }).click();
      await expect.poll(() => page.getByText('Nothing has happened in the last 30 days yet.').isVisible()).toBe(true);
      expect(await page.locator('.insight canvas').count()).toBe(0);
    });
  });
});
