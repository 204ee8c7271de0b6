import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInContext } from '../support/browserAccounts';
import { useE2e } from '../support/e2eHarness';
import { controlledByServiceWorker } from '../support/serviceWorker';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';

/** Which of the shell's skeletons the page shows (web/index.html's #shell), by their class. */
const shownScreens = (page: Page) =>
  page.$$eval('#shell main > [class^="shell__"]', (screens) =>
    screens.filter((screen) => getComputedStyle(screen).display !== 'none').map((screen) => screen.className),
  );

describe('the instant shell', () => {
  const e2e = useE2e();

  /**
   * A signed-in page where not one script file loads: the app's, the first data's, the service
   * worker's. The theme's few lines are in the page: a dark theme chosen before paints dark from the start.
   */
  async function scriptlessPage(username: string) {
    const { context } = await e2e.signedInContext(username);
    await context.route('**/*.js', (route) => route.abort());
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    return { context, page: await context.newPage() };
  }

  it("paints the app's frame and the feed's skeleton from the page alone, with every script blocked", async () => {
    const { context, page } = await scriptlessPage('shell_viewer');
    await page.goto(`${e2e.url}/`);
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
    await expect.poll(() => page.getByRole('link', { name: 'Glimpse home' }).isVisible()).toBe(true);
    const bar = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Search', 'Upload', 'Messages', 'Profile']) expect(await bar.getByRole('link', { name }).isVisible()).toBe(true);
    expect(await shownScreens(page)).toEqual(['shell__feed']);
    expect(await page.locator('.shell__feed .post-card--skeleton').first().isVisible()).toBe(true);
    expect(await page.locator('.spinner').count()).toBe(0);
    await inBothThemes(page, 'instant-shell-feed');
    await context.close();
  });

  // A test per screen: each has two accessibility checks, which a busy machine makes slow.
  describe('on every other screen', () => {
    let shell: Awaited<ReturnType<typeof scriptlessPage>>;
    beforeAll(async () => {
      shell = await scriptlessPage('shell_visitor');
    });
    afterAll(() => shell?.context.close());

    it.each([
      ['/messages', 'shell__list', true, true],
      ['/profile', 'shell__grid', true, true],
      ['/upload', 'shell__upload', false, true],
      ['/post/00000000-0000-4000-8000-000000000000', 'shell__post', false, true],
      ['/login', 'shell__entry', false, false],
    ] as const)('paints the skeleton of %s (%s), header shown: %s, bar shown: %s', async (path, screen, header, bottomBar) => {
      const { page } = shell;
      await page.goto(e2e.url + path);
      expect(await shownScreens(page)).toEqual([screen]);
      expect(await page.getByRole('link', { name: 'Glimpse home' }).isVisible()).toBe(header);
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(bottomBar);
      await inBothThemes(page, `instant-shell-${screen}`);
    });
  });

  it("shows the feed's first photo in the shell before the app's code runs, at the shape the feed's card gives it", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    context.setDefaultTimeout(10_000);
    await signUpInContext(context, e2e.url, 'shell_photo');
    const published = await context.request.post(`${e2e.url}/api/posts`, {
      multipart: { caption: 'First light', media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(400, 300) } },
    });
    expect(published.status()).toBe(201);
    const post = (await published.json()) as { mediaUrl: string };

    // The app's code never arrives; only the page's first-data script runs.
    await context.route('**/assets/*.js', (route) => (route.request().url().includes('/first-data-') ? route.continue() : route.abort()));
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    const photo = page.locator('#shell .shell__feed .post-card--skeleton').first().locator('img.shell__photo');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(post.mediaUrl);
    const box = await photo.evaluate((img) => {
      const { width, height } = img.parentElement!.getBoundingClientRect();
      return Math.round((width / height) * 100) / 100;
    });
    expect(box).toBe(1.33);
    expect(await page.getByTestId('post-card').count()).toBe(0);
    await inBothThemes(page, 'instant-shell-first-photo');

    // With its code, the app's card takes the shell's place, with the same photo.
    await context.unroute('**/assets/*.js');
    await page.reload();
    await expect.poll(() => page.getByTestId('post-card').first().isVisible()).toBe(true);
    expect(await page.locator('#shell').count()).toBe(0);
    const cardPhoto = page.getByTestId('post-card').first().locator('.post-card__media img');
    expect(new URL(await cardPhoto.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(post.mediaUrl);
    await context.close();
  });

  it("asks for the app's code and styles at low priority: the shell's first paint needs none of them", async () => {
    const page = await (await fetch(`${e2e.url}/login`)).text();
    const appFiles = page.match(/<(script type="module"|link rel="modulepreload"|link rel="stylesheet")[^>]*>/g) ?? [];
    expect(appFiles.filter((tag) => tag.startsWith('<script')).length).toBe(1);
    expect(appFiles.filter((tag) => tag.includes('stylesheet')).length).toBeGreaterThan(0);
    expect(appFiles.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
  });

  it("gives way to the app's first screen, and a returning visitor's shell comes from the service worker for the screen asked for", async () => {
    const { context } = await e2e.signedInContext('shell_returner');
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.getByTestId('feed-empty').isVisible()).toBe(true);
    expect(await page.locator('#shell').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(1);
    await controlledByServiceWorker(page);

    // Offline, the worker answers the page load at once with its copy of the page, written for the screen asked for.
    await context.setOffline(true);
    const answer = await page.goto(`${e2e.url}/messages`);
    expect(answer?.fromServiceWorker()).toBe(true);
    expect(await answer?.text()).toContain('<html lang="en" data-path="/messages">');
    await expect.poll(() => page.getByTestId('offline-notice').isVisible()).toBe(true);
    expect(await page.locator('#shell').count()).toBe(0);
    await context.close();
  });

  it("shows a returning visitor's last feed at once, before the server answers, then the server's", async () => {
    // No worker: what is checked here is the app's own copy of the feed (web/src/apollo/offlineSnapshot.ts).
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    context.setDefaultTimeout(10_000);
    await signUpInContext(context, e2e.url, 'shell_feed');
    const post = async (caption: string) =>
      expect(
        (
          await context.request.post(`${e2e.url}/api/posts`, {
            multipart: { caption, media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(400, 300) } },
          })
        ).status(),
      ).toBe(201);
    await post('Seen yesterday');
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.getByText('Seen yesterday').isVisible()).toBe(true);
    await post('Posted overnight');

    // The next visit, on a network slow to answer.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await context.route('**/graphql', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect.poll(() => page.getByText('Seen yesterday').isVisible()).toBe(true);
    expect(await page.getByText('Posted overnight').count()).toBe(0);
    answer();
    await expect.poll(() => page.getByText('Posted overnight').isVisible()).toBe(true);
    expect(await page.getByText('Seen yesterday').isVisible()).toBe(true);
    await context.close();
  });
});
