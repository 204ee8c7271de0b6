import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../domain/commandHandler';
import { userDecider, userStream } from '../../domain/user/decider';
import { seriousViolations } from '../support/accessibility';
import { fillSignUpForm } from '../support/browserAccounts';
import { useE2e } from '../support/e2eHarness';
import { controlledByServiceWorker } from '../support/serviceWorker';
import { phonePhoto } from '../support/images';

const birthDate = '1992-05-06T00:00:00.000Z';
const toast = (page: Page) => page.getByTestId('toast');

describe('profiles, follows and lists in Chromium', () => {
  const e2e = useE2e();
  let photo: string;

  beforeAll(async () => {
    photo = await e2e.saveFile('me.jpg', await phonePhoto(800, 800));
  });

  it('takes a newcomer from sign-up through completing the profile, then edits it', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.url}/signup`);
    await fillSignUpForm(page, 'erin');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/profile/edit');
    await expect.poll(() => page.getByRole('heading', { name: 'Complete Your Profile' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Skip' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect.poll(() => page.getByText('Full name is required').isVisible()).toBe(true);
    await page.getByLabel('Full Name').fill('E'.repeat(51));
    await page.getByLabel('Bio').fill('b'.repeat(151));
    expect(await page.getByTestId('bio-counter').textContent()).toBe('151/150');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect.poll(() => page.getByText('Full name must be less than 50 characters').isVisible()).toBe(true);
    expect(await page.getByText('Bio must be less than 150 characters').isVisible()).toBe(true);

    await page.getByLabel('Full Name').fill('Erin Example');
    await page.getByLabel('Bio').fill('Street photography in Porto');
    expect(await page.getByTestId('bio-counter').textContent()).toBe('27/150');
    await page.getByTestId('profile-photo-input').setInputFiles(photo);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL(`${e2e.url}/`);

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await expect.poll(() => page.getByRole('heading', { name: 'erin' }).isVisible()).toBe(true);
    expect(await page.getByText('Erin Example').isVisible()).toBe(true);
    expect(await page.getByText('Street photography in Porto').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('profile').locator('img[src^="/media/"]').count()).toBe(1);
    expect(await page.getByText('No posts yet').isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Saved' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Edit Profile' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Bio').inputValue()).toBe('Street photography in Porto');
    await page.getByLabel('Bio').fill('Street and harbour photography');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(/\/profile\/[^/]+$/);
    await expect.poll(() => page.getByText('Street and harbour photography').isVisible()).toBe(true);
    await context.close();
  });

  it('follows and unfollows between two users, with the toasts and counts', async () => {
    const alice = await e2e.signedInContext('alice');
    const bob = await e2e.signedInContext('bob');
    const page = await bob.context.newPage();
    await page.goto(`${e2e.url}/profile/${alice.id}`);
    const button = page.getByTestId('follow-button');
    await expect.poll(() => button.textContent()).toBe('Follow');
    expect(await page.getByRole('link', { name: 'Edit Profile' }).count()).toBe(0);
    await button.click();
    await expect.poll(() => toast(page).getByText('You are now following alice').isVisible()).toBe(true);
    await expect.poll(() => button.textContent()).toBe('Following');
    await expect.poll(() => page.getByTestId('followers-link').textContent()).toBe('1 follower');

    const alicePage = await alice.context.newPage();
    await alicePage.goto(`${e2e.url}/profile`);
    await expect.poll(() => alicePage.getByTestId('followers-link').textContent()).toBe('1 follower');

    await button.click();
    await expect.poll(() => toast(page).getByText('You unfollowed alice').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('followers-link').textContent()).toBe('0 followers');
    await page.reload();
    await expect.poll(() => button.textContent()).toBe('Follow');

    await page.getByRole('button', { name: 'Message' }).click();
    // /messages/new?userId= opens the conversation and puts itself out of the history.
    await page.waitForURL(/\/messages\/(?!new)[^/?]+$/);
    await expect.poll(() => page.getByText('No messages yet. Say hello!').isVisible()).toBe(true);
    await alice.context.close();
    await bob.context.close();
  });

  // 24 sign-ups, each hashing a password with a memory-hard function, take most of a minute on a busy machine.
  it('lists followers with a filter that searches all of them, not only the loaded page', async () => {
    const star = await e2e.signedInContext('star');
    // Followers are registered straight through the command handler: hashing 24 passwords would
    // only slow the test down, and signing up is tested elsewhere.
    const fans: string[] = [];
    for (let i = 1; i <= 24; i++) {
      const username = `fan${String(i).padStart(2, '0')}`;
      const id = `fan-${i}`;
      const at = new Date(Date.now() + i).toISOString();
      const command = {
        type: 'RegisterUser' as const,
        userId: id,
        username,
        email: `${username}@example.com`,
        passwordHash: 'unused',
        birthDate,
        avatar: null,
        isAdmin: false,
        at,
      };
      const { position } = await handleCommand(e2e.glimpse.engines.events, userStream(id), userDecider, command, {
        commandId: `register-${id}`,
        now: new Date(),
      });
      await e2e.glimpse.services.projections.waitForPosition(position!);
      const request = { viewerId: id, clientIp: null, idempotencyKey: null, sessionId: null, now: e2e.glimpse.services.clock() };
      if (i === 1) await e2e.glimpse.services.profiles.update(id, { fullName: 'Oldest Fan', bio: 'Collects vintage cameras' }, null, request);
      await e2e.glimpse.services.follows.toggle(id, star.id, request);
      fans.push(id);
    }
    const page = await star.context.newPage();
    await page.goto(`${e2e.url}/following/${star.id}`);
    await expect.poll(() => page.getByText('Not following anyone yet').isVisible()).toBe(true);
    expect(await page.getByTestId('follow-list-search').count()).toBe(0);

    await page.goto(`${e2e.url}/followers/${star.id}`);
    await expect.poll(() => page.getByRole('heading', { name: /Followers/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('follow-list-count').textContent()).toBe('24 people');
    // fan01 followed first, so it is last in the list: beyond the first page of 20.
    await expect.poll(() => page.getByTestId('follow-row').count()).toBe(20);
    // Scrolling to the end loads the rest (infinite scroll).
    await page.getByTestId('follow-row').nth(19).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.getByTestId('follow-row').count()).toBe(24);
    await page.getByTestId('follow-list-search').fill('VINTAGE');
    await expect.poll(() => page.getByTestId('follow-list-count').textContent()).toBe('1 result for "VINTAGE"');
    const row = page.getByTestId('follow-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Oldest Fan');
    await page.getByTestId('follow-list-search').fill('nobody-like-this');
    await expect.poll(() => page.getByText('No results found').isVisible()).toBe(true);
    await page.getByTestId('follow-list-search').fill('fan0');
    await expect.poll(() => page.getByTestId('follow-list-count').textContent()).toBe('9 results for "fan0"');
    await page.getByTestId('follow-list-search').fill('fan01');
    await expect.poll(() => row.count()).toBe(1);
    await row.click();
    await page.waitForURL(`**/profile/${fans[0]}`);
    await expect.poll(() => page.getByRole('heading', { name: 'fan01' }).isVisible()).toBe(true);
    await star.context.close();
  }, 180_000);

  it('passes axe with no serious or critical violation on every page it builds, and shows a clear not-found state', async () => {
    const viewer = await e2e.signedInContext('axel');
    const other = await e2e.signedInContext('olga');
    const page = await viewer.context.newPage();
    const pages: [string, string][] = [
      ['/profile', 'axel'],
      [`/profile/${other.id}`, 'olga'],
      ['/profile/edit', 'Complete Your Profile'],
      [`/followers/${other.id}`, 'Followers'],
      [`/following/${other.id}`, 'Following'],
      ['/more', 'More'],
      ['/no-such-page', 'Page Not Found'],
      ['/profile/no-such-user', 'User not found'],
    ];
    for (const [route, heading] of pages) {
      await page.goto(e2e.url + route);
      await expect.poll(() => page.getByRole('heading', { name: heading }).first().isVisible()).toBe(true);
      expect({ route, violations: await seriousViolations(page) }).toEqual({ route, violations: [] });
    }
    await page.goto(`${e2e.url}/more`);
    for (const tab of ['About', 'Help', 'Report']) {
      await page.getByRole('tab', { name: tab }).click();
      expect({ tab, violations: await seriousViolations(page) }).toEqual({ tab, violations: [] });
    }
    expect(await page.getByText('18 or older').isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'About' }).click();
    expect(await page.getByTestId('app-version').textContent()).toBe('1.0.0');
    await viewer.context.close();
    await other.context.close();
  }, 120_000);

  it('installs: a manifest with icons, /sw.js in control, the install button with instructions, and tooltips', async () => {
    const manifest = await (await fetch(`${e2e.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Glimpse', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const worker = await fetch(`${e2e.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);

    const { context } = await e2e.signedInContext('ivan');
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.scriptURL ?? null))).toBe(`${e2e.url}/sw.js`);

    // Headless Chromium offers no install prompt: the button explains how to install instead.
    await page.getByRole('button', { name: 'Install app' }).click();
    const dialog = page.getByTestId('install-dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: 'Install Glimpse' }).isVisible()).toBe(true);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('installPromptDismissed'))).toBe('true');
    await page.goto(`${e2e.url}/no-such-page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    expect(await page.getByTestId('install-prompt').count()).toBe(0);

    // Tooltips' code arrives once the page has painted; a pointer that keeps moving over the icon finds them.
    const searchLink = page.getByRole('link', { name: 'Search' });
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await searchLink.hover();
        // A tooltip opens 700 ms into a hover.
        return page
          .getByRole('tooltip', { name: 'Search' })
          .waitFor({ timeout: 2000 })
          .then(
            () => true,
            () => false,
          );
      })
      .toBe(true);
    await context.close();

    const fresh = await e2e.signedInContext('judy');
    const freshPage = await fresh.context.newPage();
    await freshPage.goto(`${e2e.url}/no-such-page`);
    const prompt = freshPage.getByTestId('install-prompt');
    await expect.poll(() => prompt.isVisible()).toBe(true);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    expect(await freshPage.evaluate(() => localStorage.getItem('installPromptDismissed'))).toBe('true');
    await fresh.context.close();
  });

  it('opens offline after one visit, with its shell, an offline notice and the feed it last loaded', async () => {
    const { context } = await e2e.signedInContext('olive');
    const upload = await context.request.post(`${e2e.url}/api/posts`, {
      multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(500, 500) }, caption: 'Seen before the tunnel' },
    });
    expect(upload.status()).toBe(201);
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.getByText('Seen before the tunnel').isVisible()).toBe(true);
    await controlledByServiceWorker(page);
    expect(await page.getByTestId('offline-notice').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('offline-notice').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Seen before the tunnel').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Glimpse home' }).isVisible()).toBe(true);

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-notice').count()).toBe(0);
    await context.close();
  });
});
