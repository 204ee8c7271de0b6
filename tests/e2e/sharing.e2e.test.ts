import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUpInContext } from '../support/browserAccounts';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';

type SharedFile = { name: string; type: string; base64: string };

/** Waits until the service worker at /sw.js is active, as after a first visit of the installed app. */
async function workerActive(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? null))).toBe('activated');
}

/**
 * Shares files into Glimpse as the phone does once the person picks Glimpse in a share sheet: a
 * navigation that POSTs multipart/form-data to the manifest's share_target action.
 */
async function shareFromPhone(page: Page, action: string, files: SharedFile[], fields: Record<string, string> = {}): Promise<void> {
  await page.evaluate(
    ({ action, files, fields }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.enctype = 'multipart/form-data';
      form.action = action;
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'media';
      input.multiple = true;
      const picked = new DataTransfer();
      for (const file of files) picked.items.add(new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, { type: file.type }));
      input.files = picked.files;
      form.append(input);
      for (const [name, value] of Object.entries(fields)) {
        const field = document.createElement('input');
        field.name = name;
        field.value = value;
        form.append(field);
      }
      document.body.append(form);
      form.submit();
    },
    { action, files, fields },
  );
}

const photo = async (name: string, width = 400, height = 300): Promise<SharedFile> => ({
  name,
  type: 'image/jpeg',
  base64: (await phonePhoto(width, height)).toString('base64'),
});

describe('the installed app: manifest, and sharing into Glimpse', () => {
  const e2e = useE2e();

  it('has a manifest with an id, a description, shortcuts, narrow screenshots, a maskable icon of its own and a share target', async () => {
    const manifest = await (await fetch(`${e2e.url}/manifest.webmanifest`)).json();
    expect(manifest.id).toBe('/');
    expect(manifest.description).toMatch(/photos and videos/);
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['New post', '/upload'],
      ['Messages', '/messages'],
    ]);
    const png = async (src: string) => {
      const res = await fetch(e2e.url + src);
      expect(res.headers.get('content-type'), src).toBe('image/png');
      return sharp(Buffer.from(await res.arrayBuffer())).metadata();
    };
    for (const shortcut of manifest.shortcuts) {
      const meta = await png(shortcut.icons[0].src);
      expect(`${meta.width}x${meta.height}`).toBe(shortcut.icons[0].sizes);
    }
    expect(manifest.screenshots.length).toBeGreaterThan(0);
    for (const shot of manifest.screenshots) {
      expect(shot.form_factor).toBe('narrow');
      const meta = await png(shot.src);
      expect(`${meta.width}x${meta.height}`).toBe(shot.sizes);
      expect((await fetch(e2e.url + shot.src)).headers.get('content-length')).toSatisfy((length: string) => Number(length) < 200_000);
    }
    const maskable = manifest.icons.filter((icon: { purpose: string }) => icon.purpose === 'maskable');
    const plain = new Set(manifest.icons.filter((icon: { purpose: string }) => icon.purpose === 'any').map((icon: { src: string }) => icon.src));
    expect(maskable.length).toBeGreaterThan(0);
    for (const icon of maskable) {
      expect(plain.has(icon.src)).toBe(false);
      const meta = await png(icon.src);
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    expect(manifest.share_target).toEqual({
      action: '/share-target',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'media', accept: ['image/*', 'video/*'] }] },
    });
  });

  it('opens Upload with the photos shared from the phone, as an album of at most 10 with their words as the caption, once', async () => {
    const { page } = await e2e.signedInPage('sharer', '/');
    await workerActive(page);
    const photos = await Promise.all(Array.from({ length: 11 }, (_, i) => photo(`beach-${i + 1}.jpg`)));
    await shareFromPhone(page, '/share-target', photos, { title: 'Beach day', text: 'Sunset from the pier' });

    await page.waitForURL(`${e2e.url}/upload`);
    const strip = page.getByRole('list', { name: 'Chosen photos and videos' });
    await expect.poll(() => strip.getByRole('button', { name: /^Photo \d+$/ }).count()).toBe(10);
    await expect.poll(() => page.getByTestId('upload-refusals').innerText()).toBe('A post can have at most 10 photos or videos: 1 was not added.');
    expect(await page.getByLabel('Caption').inputValue()).toBe('Beach day\nSunset from the pier');
    await expect
      .poll(() => page.getByAltText('Selected photo preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 400))
      .toBe(true);
    await inBothThemes(page, 'shared-upload');

    await page.getByRole('button', { name: 'Share Post' }).click();
    await page.waitForURL(`${e2e.url}/`, { timeout: 30_000 });
    await expect.poll(() => page.getByText('Sunset from the pier').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Album of 10' }).first().isVisible()).toBe(true);

    // The share was taken once: Upload opens empty afterwards.
    await page.goto(`${e2e.url}/upload?shared=1`);
    await expect.poll(() => page.getByText('Choose photos or videos').first().isVisible()).toBe(true);
    expect(await strip.count()).toBe(0);
  }, 90_000);

  it('keeps a photo shared while signed out until the person has signed in, then opens Upload with it', async () => {
    const { context: signUp } = await e2e.signedInContext('returner');
    await signUp.close();
    const context = await e2e.newContext();
    await context.addInitScript(() => localStorage.setItem('visited', 'true'));
    const page = await context.newPage();
    await page.goto(`${e2e.url}/login`);
    await workerActive(page);

    await shareFromPhone(page, '/share-target', [await photo('harbour.jpg', 320, 240)]);
    await page.waitForURL(`${e2e.url}/login?next=%2Fupload%3Fshared%3D1`);
    await page.getByLabel('Username').fill('returner');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await page.waitForURL(`${e2e.url}/upload`);
    await expect.poll(() => page.getByRole('button', { name: 'Photo 1', exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByAltText('Selected photo preview').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 320))
      .toBe(true);
    await context.close();
  });

  it('lands on Upload, without the files, when no service worker takes the share', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    context.setDefaultTimeout(10_000);
    await signUpInContext(context, e2e.url, 'no_worker');
    const page = await context.newPage();
    await page.goto(`${e2e.url}/`);
    await shareFromPhone(page, '/share-target', [await photo('lost.jpg')]);
    await page.waitForURL(`${e2e.url}/upload`);
    await expect.poll(() => page.getByRole('heading', { name: 'Create New Post' }).isVisible()).toBe(true);
    expect(await page.getByText('Choose photos or videos').first().isVisible()).toBe(true);
    await context.close();
  });
});
