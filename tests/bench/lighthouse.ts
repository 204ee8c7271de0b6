import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTestServer } from '../support/testServer';

export const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 95 };

export type LighthouseScores = { page: string; performance: number; accessibility: number };

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse's performance and accessibility scores (0-100) on its default mobile profile
 * (a mid-range phone on a slow 4G network, simulated) for the two first pages: /login signed out,
 * and / signed in (the session cookie sent with every request).
 */
export async function measureLighthouse(): Promise<LighthouseScores[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'glimpse-lighthouse-'));
  const glimpse = await startTestServer(dir);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const signUp = await fetch(`${glimpse.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'lighthouse', email: 'lighthouse@example.com', password: 'secret1', birthDate: '1990-01-01T00:00:00.000Z' }),
    });
    const cookie = signUp.headers.get('set-cookie')?.split(';')[0];
    if (signUp.status !== 201 || !cookie) throw new Error(`Sign-up for the Lighthouse run failed: ${signUp.status}`);
    const scores: LighthouseScores[] = [];
    for (const [page, headers] of [
      ['/login (signed out)', {}],
      ['/ (signed in)', { Cookie: cookie }],
    ] as const) {
      const url = glimpse.url + page.split(' ')[0];
      const categories = await audit(url, chrome.port, headers);
      scores.push({
        page,
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      });
    }
    return scores;
  } finally {
    chrome.kill();
    await glimpse.close();
    await rm(dir, { recursive: true, force: true });
  }
}

// On a busy machine Lighthouse sometimes loses the page's start (NO_NAVSTART) and scores it 0:
// that run measured nothing, so it is run again rather than reported.
const ATTEMPTS = 3;

async function audit(url: string, port: number, headers: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance', 'accessibility'], extraHeaders: headers, logLevel: 'error' });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance.score !== null) return lhr.categories;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${lhr?.runtimeError?.code ?? 'no result'}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const s of await measureLighthouse()) console.log(`${s.page}: performance ${s.performance}, accessibility ${s.accessibility}`);
}
