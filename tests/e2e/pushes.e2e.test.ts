import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInThroughForm, signUpInContext } from '../support/browserAccounts';
import { useE2e } from '../support/e2eHarness';
import { controlledByServiceWorker } from '../support/serviceWorker';
import { signUpAs } from '../support/people';
import { makeTestCertificates } from '../support/testCertificates';
import { type TestSubscription, TestPushService } from '../support/testPushService';
import { inBothThemes } from '../support/themes';

// The push service's CA exists before the server starts, which trusts it through NODE_EXTRA_CA_CERTS.
const certificates = makeTestCertificates();
const caDir = mkdtempSync(path.join(tmpdir(), 'glimpse-push-ca-'));
writeFileSync(path.join(caDir, 'ca.pem'), certificates.caPem);

/**
 * Headless Chromium has no push service of its own (PushManager.subscribe fails: "Registration
 * failed"), so the page's PushManager answers with a subscription at the test's push service, made
 * with keys the test holds; everything else is the browser's: the permission, the service worker,
 * its notifications.
 */
function givePushManager(context: BrowserContext, subscription: TestSubscription) {
  return context.addInitScript(({ endpoint, keys }) => {
    const KEY = 'test-push-subscription';
    const fake = {
      endpoint,
      expirationTime: null,
      options: {},
      getKey: () => null,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem(KEY, 'subscribed');
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => (localStorage.getItem(KEY) ? (fake as unknown as PushSubscription) : null);
  }, subscription);
}

/** The worker's notifications, as the page's registration lists them. */
const notifications = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })));

describe('push notifications in Chromium', () => {
  const e2e = useE2e({ NODE_EXTRA_CA_CERTS: path.join(caDir, 'ca.pem'), PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' });
  let push: TestPushService;
  beforeAll(async () => {
    push = await new TestPushService(certificates).start();
  });
  afterAll(async () => {
    await push?.stop();
    rmSync(caDir, { recursive: true, force: true });
  });

  it('turns push on from Settings once the browser allows it, and the worker shows what is pushed and opens its screen on click', async () => {
    const { context, id } = await e2e.signedInContext('pia_push');
    await context.grantPermissions(['notifications'], { origin: e2e.url });
    const browser = push.subscription();
    await givePushManager(context, browser);
    const page = await context.newPage();
    await page.goto(`${e2e.url}/settings`);
    await controlledByServiceWorker(page);

    const pushSwitch = page.getByRole('switch', { name: 'Push notifications' });
    await expect.poll(() => pushSwitch.isEnabled()).toBe(true);
    expect(await pushSwitch.getAttribute('aria-checked')).toBe('false');
    await pushSwitch.click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('Push notifications are on');
    expect(await pushSwitch.getAttribute('aria-checked')).toBe('true');
    for (const kind of ['Likes', 'Comments', 'New followers', 'Mentions', 'Messages'])
      expect(await page.getByRole('switch', { name: kind }).getAttribute('aria-checked'), kind).toBe('true');
    await inBothThemes(page, 'settings-push');

    // A kind turned off is the server's setting.
    await page.getByRole('switch', { name: 'Likes' }).click();
    await expect.poll(async () => (await e2e.glimpse.services.pushes.settings(id)).likes).toBe(false);

    // Bob follows her: the server pushes it to her push service, encrypted for her browser's keys.
    const bob = await signUpAs(e2e.glimpse, 'bob_push', '10.0.9.2');
    expect((await bob.request(`/api/users/${id}/follow`, { method: 'POST' })).status).toBe(200);
    const payload = browser.decrypt((await push.waitFor(browser)).body);
    expect(payload).toMatchObject({ title: 'Glimpse', body: 'bob_push started following you.', url: `/profile/${bob.id}` });

    // The push service hands it to the service worker: Chromium's own delivery, through CDP.
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${e2e.url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    // Under load Chromium may drop a delivery while it wakes the worker (CI saw none shown in 10 s,
    // never alone): delivered again while none shows; one tag, so a second delivery replaces the first.
    await expect
      .poll(
        async () => {
          if ((await notifications(page)).length === 0)
            await cdp.send('ServiceWorker.deliverPushMessage', { origin: e2e.url, registrationId, data: JSON.stringify(payload) });
          return notifications(page);
        },
        { interval: 2_000, timeout: 20_000 },
      )
      .toEqual([{ title: 'Glimpse', body: 'bob_push started following you.', tag: (payload as { tag: string }).tag }]);

    // CDP cannot click a notification: the click is dispatched in the worker, and a dispatched
    // event carries no user activation, which WindowClient.focus() asks for, so focus answers the window as it is.
    await page.goto(`${e2e.url}/`);
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(
      async (tag) => {
        // The worker's own globals, which the DOM types of this file do not name.
        const scope = globalThis as any;
        const [notification] = await scope.registration.getNotifications({ tag });
        const click = new scope.NotificationEvent('notificationclick', { notification });
        let work: Promise<unknown> = Promise.resolve();
        Object.defineProperty(click, 'waitUntil', { value: (promise: Promise<unknown>) => (work = promise) });
        scope.WindowClient.prototype.focus = function () {
          return Promise.resolve(this);
        };
        scope.dispatchEvent(click);
        await work;
      },
      (payload as { tag: string }).tag,
    );
    await page.waitForURL(`${e2e.url}/profile/${bob.id}`);
    expect(await notifications(page)).toEqual([]);

    // Off: the server forgets this browser, and the browser its subscription.
    await page.goto(`${e2e.url}/settings`);
    await page.getByRole('switch', { name: 'Push notifications' }).click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('Push notifications are off');
    expect(await page.getByRole('switch', { name: 'Likes' }).count()).toBe(0);
    expect(await e2e.glimpse.engines.readStore.collection('pushSubscriptions').countDocuments({ userId: id })).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('test-push-subscription'))).toBeNull();
  });

  it('gives the subscription again when its person signs in again on that browser, and not to someone else who signs in there', async () => {
    const { context, id } = await e2e.signedInContext('rae_push');
    await context.grantPermissions(['notifications'], { origin: e2e.url });
    await givePushManager(context, push.subscription());
    const page = await context.newPage();
    await page.goto(`${e2e.url}/settings`);
    const subscriptionsOf = (userId: string) => e2e.glimpse.engines.readStore.collection('pushSubscriptions').countDocuments({ userId });
    const pushSwitch = page.getByRole('switch', { name: 'Push notifications' });
    await expect.poll(() => pushSwitch.isEnabled()).toBe(true);
    await pushSwitch.click();
    await expect.poll(() => subscriptionsOf(id)).toBe(1);

    // Signing out ends the session and its subscription; signing in again gives it back.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect.poll(() => subscriptionsOf(id)).toBe(0);
    await logInThroughForm(page, e2e.url, 'rae_push', 'secret-pass');
    await expect.poll(() => subscriptionsOf(id)).toBe(1);

    // Someone else signs in on this browser: nothing of theirs is pushed to it until they turn push on.
    await page.goto(`${e2e.url}/settings`);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(/\/login/);
    const other = await signUpInContext(context, e2e.url, 'sol_push');
    await page.goto(`${e2e.url}/settings`);
    await expect.poll(() => page.getByRole('switch', { name: 'Push notifications' }).getAttribute('aria-checked')).toBe('false');
    expect(await subscriptionsOf(other)).toBe(0);
    expect(await subscriptionsOf(id)).toBe(0);
  });

  it('says how to allow notifications when the browser blocks them, and stays off', async () => {
    const { context } = await e2e.signedInContext('quin_push');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: e2e.url,
      browserContextId: targetInfo.browserContextId,
    });
    await page.goto(`${e2e.url}/settings`);
    const pushSwitch = page.getByRole('switch', { name: 'Push notifications' });
    await page.getByText('Notifications are blocked for Glimpse in this browser.').waitFor();
    await pushSwitch.click();
    expect(await pushSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByText(/allow notifications, then turn this on again/).isVisible()).toBe(true);
    await inBothThemes(page, 'settings-push-blocked');
  });
});
