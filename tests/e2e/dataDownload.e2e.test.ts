import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';

describe('download your data in Chromium', () => {
  const e2e = useE2e();

  it("downloads the signed-in person's ZIP from Settings, showing that it is busy meanwhile", async () => {
    const { page, id } = await e2e.signedInPage('dana_zip', '/settings');
    const button = page.getByRole('button', { name: 'Download your data' });
    await button.waitFor();
    expect(await page.getByText('Get a copy of what you have shared on Glimpse').isVisible()).toBe(true);

    // Hold the answer back a moment so that the busy state can be seen.
    await page.route('**/api/me/data', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const downloading = page.waitForEvent('download');
    await button.click();
    expect(await page.getByRole('button', { name: 'Preparing your data...' }).isDisabled()).toBe(true);
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`glimpse-data-dana_zip-${new Date().toISOString().slice(0, 10)}.zip`);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(JSON.parse(strFromU8(files['profile.json']))).toMatchObject({ id, username: 'dana_zip', email: 'dana_zip@example.com' });
    expect(strFromU8(files['events.ndjson'])).toContain('"UserRegistered"');
    await page.getByRole('button', { name: 'Download your data' }).waitFor();
    expect(await page.getByTestId('toast').textContent()).toContain('Your data is ready.');
  });

  it('says so in a toast when the download fails, and lets the person try again', async () => {
    const { page } = await e2e.signedInPage('eli_zip', '/settings');
    await page.route('**/api/me/data', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many data downloads are being prepared right now. Please try again in a minute.' }),
      }),
    );
    await page.getByRole('button', { name: 'Download your data' }).click();
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Failed to download your data.');
    expect(await toast.textContent()).toContain('Please try again in a minute.');
    expect(await page.getByRole('button', { name: 'Download your data' }).isEnabled()).toBe(true);
  });
});
