import { describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';

describe('albums in the feed', () => {
  const e2e = useE2e();

  it('swipes through a 3-photo album, each photo named by its alt text, the count and arrows following', async () => {
    const { context } = await e2e.signedInContext('albumist');
    const form = new FormData();
    const alts = ['A red boat at the quay', '', 'Gulls over the harbour'];
    for (const [i, alt] of alts.entries()) {
      form.append('media', new Blob([new Uint8Array(await phonePhoto(1200, 900 + i * 100))], { type: 'image/jpeg' }), `p${i}.jpg`);
      form.append('alt', alt);
    }
    form.append('caption', 'Harbour day');
    expect((await context.request.post(`${e2e.url}/api/posts`, { multipart: form })).status()).toBe(201);
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    const album = page.getByRole('region', { name: 'Album of 3' });
    await expect.poll(() => album.isVisible()).toBe(true);
    await expect.poll(() => album.getByText('1/3').isVisible()).toBe(true);
    expect(await album.getByRole('img', { name: 'A red boat at the quay' }).count()).toBe(1);
    expect(await album.getByRole('img', { name: 'Photo by albumist' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /Harbour day/ }).count()).toBe(0);
    expect(await album.getByRole('button', { name: 'Previous' }).count()).toBe(0);

    // A swipe is the track scrolling by one width; the arrows step the same way.
    await page.getByTestId('album-track').evaluate((track) => track.scrollBy({ left: track.clientWidth }));
    await expect.poll(() => album.getByText('2/3').isVisible()).toBe(true);
    await album.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => album.getByText('3/3').isVisible()).toBe(true);
    await expect.poll(() => album.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await inBothThemes(page, 'album-feed');
    await album.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => album.getByText('2/3').isVisible()).toBe(true);
    await context.close();
  });
});
