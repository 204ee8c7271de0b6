import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';
import { phoneVideo } from '../support/videos';

const toast = (page: Page) => page.getByTestId('toast');
const SHOTS = process.env.SCREENSHOTS_DIR;
const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });

/**
 * A phone photo stored sideways with EXIF orientation 6: 1200 × 1600 pixels in the file, shown
 * upright as 1600 × 1200, with its left 400 columns (as shown) red and the rest blue.
 */
async function sidewaysPhoto(): Promise<Buffer> {
  const upright = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 20, g: 60, b: 220 } } })
    .composite([{ input: { create: { width: 400, height: 1200, channels: 3, background: { r: 220, g: 30, b: 30 } } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  // Turned back a quarter, so that orientation 6 (a quarter clockwise) shows it upright again.
  return sharp(await sharp(upright).rotate(-90).toBuffer())
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A 2 × 2 BMP under a .jpg name: the browser shows it, the server reads its bytes and refuses it. */
function bmpAsJpeg(): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0);
  header.writeUInt32LE(54 + 16, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(16, 34);
  return Buffer.concat([header, Buffer.alloc(16, 0x80)]);
}

describe('the Upload screen in Chromium', () => {
  const e2e = useE2e();
  let photos: Buffer[];

  beforeAll(async () => {
    photos = await Promise.all([phonePhoto(1200, 900), phonePhoto(900, 1200), phonePhoto(1080, 1080), phonePhoto(800, 600)]);
  });

  it('crops a sideways phone photo square, moved to its right edge with the keys: the post stored and served is square and keeps only that part', async () => {
    const { page, id } = await e2e.signedInPage('cropper', '/upload');
    await inBothThemes(page, 'upload-empty');
    await page.getByTestId('media-input').setInputFiles(jpeg('sideways.jpg', await sidewaysPhoto()));
    const square = page.getByRole('radio', { name: 'Square 1:1' });
    await expect.poll(() => square.isEnabled()).toBe(true);
    // No crop control for a video; a photo starts as it is.
    expect(await page.getByRole('radio', { name: 'Original' }).getAttribute('aria-checked')).toBe('true');
    await square.click();
    const frame = page.getByTestId('crop-frame');
    await expect.poll(() => frame.isVisible()).toBe(true);
    // The frame is square on screen: the photo was measured upright, as the server measures it.
    const box = (await frame.boundingBox())!;
    expect(Math.abs(box.width - box.height)).toBeLessThan(2);
    // Dragged with the mouse to the left edge, then moved by keys to the right edge.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 200, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const photoBox = (await page.getByAltText('Selected photo preview').boundingBox())!;
    await expect.poll(async () => Math.round((await frame.boundingBox())!.x - photoBox.x)).toBe(0);
    await frame.focus();
    for (let i = 0; i < 3; i++) await frame.press('Shift+ArrowRight');
    await expect.poll(async () => Math.round((await frame.boundingBox())!.x + box.width - (photoBox.x + photoBox.width))).toBe(0);
    await inBothThemes(page, 'upload-crop');
    await page.getByRole('button', { name: 'Share Post' }).click();
    await expect.poll(() => toast(page).getByText('Post uploaded successfully!').isVisible()).toBe(true);
    await page.waitForURL(`${e2e.url}/`);

    const [post] = await (await page.request.get(`${e2e.url}/api/users/${id}/posts`)).json();
    expect(post.media).toHaveLength(1);
    expect(post.media[0].width).toBe(post.media[0].height);
    const served = Buffer.from(await (await page.request.get(`${e2e.url}${post.media[0].url}`)).body());
    const { width, height } = await sharp(served).metadata();
    expect(width).toBe(height);
    // Moved to the right edge, the frame left the red strip out: every corner is blue.
    const { data, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    for (const [x, y] of [
      [4, 4],
      [info.width - 5, info.height - 5],
    ]) {
      const at = (y * info.width + x) * info.channels;
      expect(data[at + 2]).toBeGreaterThan(150);
      expect(data[at]).toBeLessThan(80);
    }
    await expect.poll(() => page.getByTestId('post-card').first().locator('img[src^="/media/"]').first().isVisible()).toBe(true);
  });

  it('makes a 3-item album with alt texts from 4 chosen (one removed), seen in the feed with its alts', async () => {
    const { page } = await e2e.signedInPage('albumer', '/upload');
    await page
      .getByTestId('media-input')
      .setInputFiles([jpeg('one.jpg', photos[0]), jpeg('two.jpg', photos[1]), jpeg('three.jpg', photos[2]), jpeg('four.jpg', photos[3])]);
    const strip = page.getByRole('list', { name: 'Chosen photos and videos' });
    await expect.poll(() => strip.getByRole('button', { name: /^Photo \d$/ }).count()).toBe(4);
    await strip.getByRole('button', { name: 'Photo 2', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Photo 2' }).click();
    await expect.poll(() => strip.getByRole('button', { name: /^Photo \d$/ }).count()).toBe(3);

    const alts = ['A red boat at the quay', 'Gulls over the harbour', 'Nets drying in the sun'];
    for (const [i, alt] of alts.entries()) {
      await strip.getByRole('button', { name: `Photo ${i + 1}`, exact: true }).click();
      await expect.poll(() => page.getByRole('heading', { name: `Photo ${i + 1} of 3` }).isVisible()).toBe(true);
      await page.getByLabel('Alt text').fill(alt);
      expect(await page.getByTestId('alt-counter').textContent()).toBe(`${alt.length}/1,000`);
    }
    // The last one moves first.
    await page.getByRole('button', { name: 'Move Photo 3 earlier' }).click();
    await page.getByRole('button', { name: 'Move Photo 2 earlier' }).click();
    await page.getByLabel('Caption').fill('Harbour day');
    expect(await page.getByTestId('caption-counter').textContent()).toBe('11/2,200');
    await strip.getByRole('button', { name: 'Photo 1', exact: true }).click();
    await inBothThemes(page, 'upload-album');
    await page.getByRole('button', { name: 'Share Post' }).click();
    await expect.poll(() => toast(page).getByText('Post uploaded successfully!').isVisible()).toBe(true);
    await page.waitForURL(`${e2e.url}/`);

    const album = page.getByRole('region', { name: 'Album of 3' });
    await expect.poll(() => album.isVisible()).toBe(true);
    const names = await album.locator('img[src^="/media/"]').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(names).toEqual([alts[2], alts[0], alts[1]]);
  });

  it('says what cannot be sent before sending, and names the item the server refuses, leaving every item in place', async () => {
    const { page } = await e2e.signedInPage('checker', '/upload');
    const input = page.getByTestId('media-input');
    await input.setInputFiles([
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
      jpeg('huge.jpg', Buffer.alloc(10 * 1024 * 1024 + 1, 1)),
      jpeg('garbled.jpg', Buffer.from('not a photo at all')),
      jpeg('fine.jpg', photos[3]),
    ]);
    const refusals = page.getByTestId('upload-refusals');
    await expect.poll(() => refusals.textContent()).toContain('“huge.jpg” is too large: photos must be at most 10 MB.');
    expect(await refusals.textContent()).toContain('“notes.pdf” is not a photo or a video');
    // The unreadable one is said at once, never a broken image.
    await expect.poll(() => page.getByTestId('upload-preview').getByText("This file can't be used").isVisible()).toBe(true);
    expect(await page.getByTestId('upload-blocker').textContent()).toBe("Photo 1: This file can't be used. Remove it to share.");
    expect(await page.getByRole('button', { name: 'Share Post' }).isDisabled()).toBe(true);
    await inBothThemes(page, 'upload-errors');
    await page.getByRole('button', { name: 'Remove Photo 1' }).click();
    await expect.poll(() => page.getByTestId('upload-blocker').count()).toBe(0);

    // Texts over their limits are refused here, with the counters saying by how much.
    await page.getByLabel('Alt text').fill('a'.repeat(1001));
    expect(await page.getByTestId('alt-counter').textContent()).toBe('1,001/1,000');
    await expect.poll(() => page.getByText('Alt text of photo 1 must be at most 1,000 characters').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Share Post' }).isDisabled()).toBe(true);
    await page.getByLabel('Alt text').fill('A small blue card');
    await page.getByLabel('Caption').fill('x'.repeat(2201));
    expect(await page.getByTestId('caption-counter').textContent()).toBe('2,201/2,200');
    expect(await page.getByRole('button', { name: 'Share Post' }).isDisabled()).toBe(true);
    await inBothThemes(page, 'upload-over-limits');
    await page.getByLabel('Caption').fill('Two cards');

    // More than 10 is said in words; the first 10 stay.
    await input.setInputFiles(Array.from({ length: 10 }, (_, i) => jpeg(`more${i}.jpg`, photos[3])));
    await expect.poll(() => refusals.textContent()).toBe('A post can have at most 10 photos or videos: 1 was not added.');
    const strip = page.getByRole('list', { name: 'Chosen photos and videos' });
    await expect.poll(() => strip.getByRole('button').count()).toBe(10);
    for (let i = 10; i > 2; i--) {
      await strip.getByRole('button', { name: `Photo ${i}`, exact: true }).click();
      await page.getByRole('button', { name: `Remove Photo ${i}` }).click();
    }

    // A BMP under a .jpg name shows here but the server refuses it: the toast names it, in the server's words.
    await input.setInputFiles(jpeg('odd.jpg', bmpAsJpeg()));
    await expect.poll(() => strip.getByRole('button', { name: /^Photo \d$/ }).count()).toBe(3);
    await page.getByRole('button', { name: 'Share Post' }).click();
    await expect.poll(() => toast(page).getByText('Photo 3 could not be uploaded').isVisible()).toBe(true);
    const said = await toast(page).textContent();
    expect(said).toContain('Please choose a photo or a video');
    expect(said).not.toMatch(/try again/i);
    expect(page.url()).toBe(`${e2e.url}/upload`);
    expect(await strip.getByRole('button', { name: /^Photo \d$/ }).count()).toBe(3);
    expect(await page.getByRole('heading', { name: 'Photo 3 of 3' }).isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'upload-refused-light.png') });

    // A lost connection is no refusal: the post waits in the outbox, to be sent when the network is back.
    await strip.getByRole('button', { name: 'Photo 3', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Photo 3' }).click();
    await page.route('**/media', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Share Post' }).click();
    await expect.poll(() => toast(page).getByText("Your post will be shared when you're back online.").isVisible()).toBe(true);
    await page.waitForURL(`${e2e.url}/`);
    await expect.poll(() => page.getByTestId('pending-post').count()).toBe(1);
  });

  it('shares a short video as a story and refuses one over a minute in the page, in the stories’ words', async () => {
    const { page } = await e2e.signedInPage('storyteller', '/upload');
    await page.getByTestId('media-input').setInputFiles({ name: 'long.mp4', mimeType: 'video/mp4', buffer: await phoneVideo('mp4', 61) });
    await expect.poll(() => page.getByLabel('Selected video preview').isVisible()).toBe(true);
    // A video is never cropped.
    expect(await page.getByRole('radiogroup', { name: 'Crop' }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Story' }).click();
    await expect.poll(() => page.getByTestId('upload-blocker').textContent()).toBe('Stories can be at most 60 seconds long.');
    expect(await page.getByRole('button', { name: 'Share Story' }).isDisabled()).toBe(true);
    await inBothThemes(page, 'upload-story-too-long');

    await page.getByRole('button', { name: 'Remove Video 1' }).click();
    await page.getByTestId('media-input').setInputFiles({ name: 'short.mp4', mimeType: 'video/mp4', buffer: await phoneVideo('mp4', 2) });
    await expect.poll(() => page.getByRole('button', { name: 'Share Story' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('Caption').count()).toBe(0);
    await page.getByRole('button', { name: 'Share Story' }).click();
    await expect.poll(() => toast(page).getByText('Story uploaded successfully!').isVisible()).toBe(true);
    const stories = await (await page.request.get(`${e2e.url}/api/stories`)).json();
    expect(stories.map((story: { mediaType: string }) => story.mediaType)).toEqual(['video']);
  });
});
