import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './accessibility';
import { launchChromium, phoneContext } from './browser';

describe('seriousViolations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  const page = async (html: string) => {
    const context = await phoneContext(browser);
    const opened = await context.newPage();
    await opened.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body><main>${html}</main></body></html>`);
    return opened;
  };

  it('reports text too faint to read, which is there at every reading', async () => {
    const faint = await page('<p id="faint" style="color:#bbb;background:#fff">Hard to read</p>');
    expect(await seriousViolations(faint)).toEqual(['color-contrast: #faint']);
  });
});
