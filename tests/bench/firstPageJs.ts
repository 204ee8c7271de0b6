import { gzipSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, phoneContext } from '../support/browser';
import { startTestServer } from '../support/testServer';

export const FIRST_PAGE_JS_BUDGET = 200 * 1024;

export type FirstPageJs = { page: string; files: number; rawBytes: number; gzipBytes: number };

/**
 * The JavaScript a first visit downloads, as Chromium loads the built app from the server: every
 * script response until the page is idle, each gzipped (level 9) as a server would send it. Both
 * first pages are measured: /login signed out, and / (the feed) signed in.
 */
export async function measureFirstPageJs(): Promise<FirstPageJs[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'glimpse-firstpage-'));
  const glimpse = await startTestServer(dir);
  const browser = await launchChromium();
  try {
    const results: FirstPageJs[] = [];
    for (const signedIn of [false, true]) {
      const context = await phoneContext(browser);
      await context.addInitScript(() => localStorage.setItem('visited', 'true'));
      if (signedIn) {
        const res = await context.request.post(`${glimpse.url}/api/auth/signup`, {
          multipart: { username: 'benchuser', email: 'bench@example.com', password: 'secret1', birthDate: '1990-01-01T00:00:00.000Z' },
        });
        if (res.status() !== 201) throw new Error(`Sign-up for the first-page measure failed: ${res.status()}`);
      }
      const page = await context.newPage();
      const scripts: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body());
      });
      const route = signedIn ? '/' : '/login';
      await page.goto(glimpse.url + route, { waitUntil: 'networkidle' });
      const bodies = await Promise.all(scripts);
      results.push({
        page: `${route} (${signedIn ? 'signed in' : 'signed out'})`,
        files: bodies.length,
        rawBytes: bodies.reduce((sum, b) => sum + b.length, 0),
        gzipBytes: bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await glimpse.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const r of await measureFirstPageJs())
    console.log(
      `${r.page}: ${r.files} scripts, ${kb(r.rawBytes)} raw, ${kb(r.gzipBytes)} gzipped (budget ${kb(FIRST_PAGE_JS_BUDGET)}): ${r.gzipBytes <= FIRST_PAGE_JS_BUDGET ? 'PASS' : 'MISS'}`,
    );
}
