import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, vi } from 'vitest';
import { launchChromium, phoneContext } from './browser';
import { logInThroughForm, signUpInContext } from './browserAccounts';
import { started, type TestServer, useTestServer } from './useTestServer';

/** A new account and the browser context signed in as it. */
export type SignedIn = { context: BrowserContext; id: string };

/** What an end-to-end suite works with: its server, a Chromium, and phones signed in or out. */
export type E2e = TestServer & {
  readonly browser: Browser;
  /** A fresh phone-sized context, signed out. */
  newContext(): Promise<BrowserContext>;
  /** A page in a fresh phone-sized context, signed out. */
  newPage(): Promise<Page>;
  /** A fresh phone-sized context signed in as a new account `username` (password 'secret-pass'). */
  signedInContext(username: string): Promise<SignedIn>;
  /** The same with a page in it, opened at `path` when one is given. */
  signedInPage(username: string, path?: string): Promise<SignedIn & { page: Page }>;
  /** A page in a fresh context where an existing account has signed in through the login form. */
  logInPage(username: string, password?: string): Promise<Page>;
  /** Writes `bytes` as `name` into the server's data folder, for a file input to pick; returns its path. */
  saveFile(name: string, bytes: Uint8Array): Promise<string>;
};

const E2E_TEST_TIMEOUT_MS = 120_000;

/**
 * The end-to-end harness of a describe block or file: the server (useTestServer with `env`) and one
 * Chromium, started before the first test and closed after the last (the browser first). Hooks
 * the suite registers afterwards run once both are up, and end before they close.
 */
export function useE2e(env: Record<string, string> = {}): E2e {
  // A test here clicks through whole screens, with accessibility checks, in 25 to 50 s on CI's
  // machine: twice the default leaves room for a slow spell of it, and still ends a hung test.
  vi.setConfig({ testTimeout: E2E_TEST_TIMEOUT_MS });
  const server = useTestServer(env);
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const e2e: E2e = {
    get glimpse() {
      return server.glimpse;
    },
    get url() {
      return server.url;
    },
    get dataDir() {
      return server.dataDir;
    },
    restart: (whileStopped) => server.restart(whileStopped),
    get browser() {
      return started(browser, 'The browser');
    },
    newContext: () => phoneContext(e2e.browser),
    newPage: async () => (await e2e.newContext()).newPage(),
    async signedInContext(username) {
      const context = await e2e.newContext();
      return { context, id: await signUpInContext(context, e2e.url, username) };
    },
    async signedInPage(username, path) {
      const signedIn = await e2e.signedInContext(username);
      const page = await signedIn.context.newPage();
      if (path !== undefined) await page.goto(e2e.url + path);
      return { ...signedIn, page };
    },
    async logInPage(username, password) {
      const page = await e2e.newPage();
      await logInThroughForm(page, e2e.url, username, password);
      return page;
    },
    async saveFile(name, bytes) {
      const file = path.join(e2e.dataDir, name);
      await writeFile(file, bytes);
      return file;
    },
  };
  return e2e;
}
