import type { APIRequestContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';
import { phoneVideo } from '../support/videos';

type Item = { bytes: Buffer; type: string; alt: string };

async function publish(request: APIRequestContext, url: string, items: Item[], caption: string): Promise<string> {
  const form = new FormData();
  for (const [i, item] of items.entries()) {
    form.append('media', new Blob([new Uint8Array(item.bytes)], { type: item.type }), `item${i}.${item.type === 'video/webm' ? 'webm' : 'jpg'}`);
    form.append('alt', item.alt);
  }
  form.append('caption', caption);
  const res = await request.post(`${url}/api/posts`, { multipart: form });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

describe('alt text in Chromium', () => {
  const e2e = useE2e();
  let alice: SignedIn;

  beforeAll(async () => {
    alice = await e2e.signedInContext('alice');
  });

  it("edits an album's alt texts in the edit form, and the feed and the post page name its photos by them", async () => {
    const photo = async (alt: string): Promise<Item> => ({ bytes: await phonePhoto(1200, 900), type: 'image/jpeg', alt });
    const postId = await publish(alice.context.request, e2e.url, [await photo('A red boat'), await photo(''), await photo('Gulls')], 'Harbour day');
    const page = await alice.context.newPage();
    await page.goto(`${e2e.url}/post/${postId}`);
    const card = page.getByTestId('post-card');
    await expect.poll(() => card.getByRole('img', { name: 'A red boat' }).count()).toBe(1);
    await card.getByTestId('post-menu').click();
    await page.getByRole('button', { name: 'Edit' }).click();

    const fields = page.getByTestId('alt-field');
    await expect.poll(() => fields.count()).toBe(3);
    const second = page.getByLabel('Alt text for photo 2');
    expect(await page.getByLabel('Alt text for photo 1').inputValue()).toBe('A red boat');
    expect(await second.inputValue()).toBe('');
    expect(await fields.nth(1).getByText('0/1,000').isVisible()).toBe(true);
    await second.fill('A fisherman mending nets');
    expect(await fields.nth(1).getByText('24/1,000').isVisible()).toBe(true);
    await inBothThemes(page, 'post-edit-alt-text');
    await page.getByLabel('Alt text for photo 3').fill('');
    await page.getByRole('button', { name: 'Done' }).click();

    await expect.poll(() => card.getByRole('img', { name: 'A fisherman mending nets' }).count()).toBe(1);
    expect(await card.getByRole('img', { name: 'Photo by alice' }).count()).toBe(1);
    expect(await card.getByRole('img', { name: 'Gulls' }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => card.getByRole('img', { name: 'A fisherman mending nets' }).count()).toBe(1);

    await page.goto(`${e2e.url}/`);
    const inFeed = page.locator(`[data-post-id="${postId}"]`);
    await expect.poll(() => inFeed.getByRole('img', { name: 'A fisherman mending nets' }).count()).toBe(1);
    expect(await inFeed.getByRole('img', { name: 'A red boat' }).count()).toBe(1);
    expect(await inFeed.getByRole('img', { name: /Harbour day/ }).count()).toBe(0);

    // Her profile's grid names the tile by its first photo's alt text, never by the caption.
    await page.goto(`${e2e.url}/profile/${alice.id}`);
    const tile = page.getByTestId('post-tile').first();
    await expect.poll(() => tile.getByRole('img', { name: 'A red boat' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Harbour day/ }).count()).toBe(0);
    await page.close();
  });

  it('plays a video in the feed, muted, only while it is on screen', async () => {
    const videoId = await publish(alice.context.request, e2e.url, [{ bytes: await phoneVideo('webm'), type: 'video/webm', alt: 'Waves breaking' }], 'Surf');
    for (const caption of ['One', 'Two', 'Three'])
      await publish(alice.context.request, e2e.url, [{ bytes: await phonePhoto(800, 1000), type: 'image/jpeg', alt: '' }], caption);
    const page = await alice.context.newPage();
    await page.goto(`${e2e.url}/`);
    const video = page.locator(`[data-post-id="${videoId}"] video`);
    const playing = () => video.evaluate((v: HTMLVideoElement) => !v.paused);
    await expect.poll(() => video.count()).toBe(1);
    expect(await video.getAttribute('aria-label')).toBe('Waves breaking');
    expect(await playing()).toBe(false);

    await video.scrollIntoViewIfNeeded();
    await expect.poll(playing).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

    await page.getByTestId('post-card').first().scrollIntoViewIfNeeded();
    await expect.poll(playing).toBe(false);
    await page.close();
  });
});
