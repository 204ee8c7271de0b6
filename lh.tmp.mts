import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_ACCOUNT, seedDemo } from './bff/demo/seedDemo';
import { startTestServer } from './tests/support/testServer';
const dir = await mkdtemp(path.join(os.tmpdir(), 'glimpse-lh-'));
const glimpse = await startTestServer(dir);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
await seedDemo(glimpse.services);
const logIn = await fetch(`${glimpse.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_ACCOUNT) });
const cookie = logIn.headers.get('set-cookie')!.split(';')[0];
for (let i = 0; i < Number(process.argv[3] ?? 6); i++) {
  const result = await lighthouse(glimpse.url + (process.argv[2] ?? '/'), { port: chrome.port, onlyCategories: ['performance'], extraHeaders: process.argv[2] === '/login' ? {} : { Cookie: cookie }, logLevel: 'error' }, { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } } as any);
  const lhr = result!.lhr;
  writeFileSync(`/tmp/lhr-${i}.json`, JSON.stringify(lhr));
  if (result!.artifacts) writeFileSync(`/tmp/trace-${i}.json`, JSON.stringify((result!.artifacts as any).Trace ?? (result!.artifacts as any).traces?.defaultPass ?? null));
  const m = (lhr.audits.metrics.details as any).items[0];
  console.log(i, 'score', lhr.categories.performance.score, 'FCP sim', Math.round(m.firstContentfulPaint), 'obs FCP', m.observedFirstContentfulPaint, 'obs DCL', m.observedDomContentLoaded, 'obs load', m.observedLoad);
}
chrome.kill(); await glimpse.close(); process.exit(0);
