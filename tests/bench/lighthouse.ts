import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { DEMO_ACCOUNT, seedDemo } from '../../bff/demo/seedDemo';
import { startTestServer } from '../support/testServer';

/** What each page must score: the feed, the page an installed app opens on, is held to more. */
export type LighthouseTargets = { performance: number; accessibility: number; firstContentfulPaintMs?: number };

const SIGNED_OUT_TARGETS: LighthouseTargets = { performance: 90, accessibility: 95 };
// Issue 24's instant shell: the app's frame paints from the HTML itself.
const FEED_TARGETS: LighthouseTargets = { performance: 95, accessibility: 100, firstContentfulPaintMs: 1500 };

export type LighthouseScores = {
  page: string;
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  /** Every run's performance score and first contentful paint, the median run's among them. */
  runs: { performance: number; firstContentfulPaintMs: number }[];
  targets: LighthouseTargets;
};

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
 * Lighthouse's documented remedy for its run-to-run variability: the median of five runs is twice
 * as stable as one (docs/variability.md in Lighthouse's repository). One run a page scored the
 * feed 93, 95 and 95 in three full benches of the same code.
 */
const RUNS = 5;

/**
 * Lighthouse's performance and accessibility scores (0-100) and first contentful paint on its
 * default mobile profile (a mid-range phone on a slow 4G network, simulated) for the two first
 * pages: /login signed out, and / signed in as the demo account, whose feed holds the demo
 * content's posts, photos and avatars (the session cookie sent with every request). Each is the
 * median run of RUNS, as Lighthouse picks it (nearest to the median first paint and time to
 * interactive).
 */
export async function measureLighthouse(): Promise<LighthouseScores[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'glimpse-lighthouse-'));
  const glimpse = await startTestServer(dir);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    await seedDemo(glimpse.services);
    const logIn = await fetch(`${glimpse.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ACCOUNT),
    });
    const cookie = logIn.headers.get('set-cookie')?.split(';')[0];
    if (logIn.status !== 200 || !cookie) throw new Error(`Signing in for the Lighthouse run failed: ${logIn.status}`);
    const scores: LighthouseScores[] = [];
    for (const [page, headers, targets] of [
      ['/login (signed out)', {}, SIGNED_OUT_TARGETS],
      ['/ (signed in, with posts)', { Cookie: cookie }, FEED_TARGETS],
    ] as const) {
      const url = glimpse.url + page.split(' ')[0];
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(url, chrome.port, headers));
      const lhr = computeMedianRun(runs);
      scores.push({
        page,
        ...performanceOf(lhr),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        runs: runs.map(performanceOf),
        targets,
      });
    }
    return scores;
  } finally {
    chrome.kill();
    await glimpse.close();
    await rm(dir, { recursive: true, force: true });
  }
}

type Report = Awaited<ReturnType<typeof audit>>;

const performanceOf = (lhr: Report) => ({
  performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
  firstContentfulPaintMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? Number.POSITIVE_INFINITY),
});

// On a busy machine Lighthouse sometimes loses the page's start (NO_NAVSTART) and scores it 0:
// that run measured nothing, so it is run again rather than reported.
const ATTEMPTS = 3;

async function audit(url: string, port: number, headers: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance', 'accessibility'], extraHeaders: headers, logLevel: 'error' });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance.score !== null) return lhr;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${lhr?.runtimeError?.code ?? 'no result'}`);
  }
}

/** Each run as 'score/first paint', e.g. '95/1.04 s, 94/1.98 s'. */
export const runsText = (scores: LighthouseScores) =>
  scores.runs.map((run) => `${run.performance}/${(run.firstContentfulPaintMs / 1000).toFixed(2)} s`).join(', ');

// `npx tsx tests/bench/lighthouse.ts`: the Lighthouse part of the bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const s of await measureLighthouse())
    console.log(
      `${s.page}: performance ${s.performance}, accessibility ${s.accessibility}, first contentful paint ${s.firstContentfulPaintMs} ms (runs: ${runsText(s)})`,
    );
}
