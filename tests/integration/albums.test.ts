import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { phonePhoto } from '../support/images';
import { type Caller, signUpAs } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';
import { phoneVideo } from '../support/videos';

type Item = { bytes: Buffer; type: string; name: string; alt?: string; crop?: string };

const photo = async (width = 2000, height = 1500, alt?: string): Promise<Item> => ({
  bytes: await phonePhoto(width, height),
  type: 'image/jpeg',
  name: 'p.jpg',
  alt,
});
const notAnImage: Item = { bytes: Buffer.from('%PDF-1.4 nope'), type: 'image/jpeg', name: 'scan.jpg' };
/** A JPEG whose header is right and whose pixels are missing: its type is a photo's, sharp cannot decode it. */
const brokenPhoto = async (): Promise<Item> => ({ bytes: (await phonePhoto(400, 300)).subarray(0, 200), type: 'image/jpeg', name: 'broken.jpg' });

function albumForm(items: Item[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const item of items) {
    form.append('media', new Blob([new Uint8Array(item.bytes)], { type: item.type }), item.name);
    // One alt field per file, in the files' order, empty for none: the order pairs them.
    form.append('alt', item.alt ?? '');
    form.append('crop', item.crop ?? '');
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('albums: a post of up to 10 photos and videos, each with its alt text', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let ann: Caller;
  let album: { id: string; media: { url: string; posterUrl: string | null }[] };
  const mediaDir = () => readdir(path.join(data.dir, 'data', 'media'));

  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await startTestServer(path.join(data.dir, 'data'));
    ann = await signUpAs(glimpse, 'ann', '203.0.113.21');
  });
  afterAll(async () => {
    await glimpse?.close();
    await data?.remove();
  });

  it('publishes photos and a video in order, with their alt texts and sizes, the first standing for the post', async () => {
    const items = [
      await photo(2000, 1500, 'A dog on the beach'),
      { bytes: await phoneVideo('mp4'), type: 'video/mp4', name: 'v.mp4', alt: '' },
      await photo(1000, 1250, 'A cat'),
    ];
    const created = await ann.request('/api/posts', { method: 'POST', body: albumForm(items, { caption: 'Holidays' }) });
    expect(created.status).toBe(201);
    const { media } = created.body;
    expect(media).toHaveLength(3);
    expect(media[0]).toMatchObject({ type: 'image', alt: 'A dog on the beach', width: 1080, height: 810, posterUrl: null });
    expect(media[1]).toMatchObject({ type: 'video', alt: '', width: 160, height: 120 });
    expect(media[1].posterUrl).toMatch(/^\/media\/.+\.jpg$/);
    expect(media[2]).toMatchObject({ type: 'image', alt: 'A cat', width: 1000, height: 1250 });
    expect(created.body).toMatchObject({ mediaUrl: media[0].url, mediaType: 'image', caption: 'Holidays' });
    const read = await ann.request(`/api/posts/${created.body.id}`);
    expect(read.body.media).toEqual(media);
    for (const item of media) expect((await fetch(`${glimpse.url}${item.url}`)).status).toBe(200);
    album = created.body;
  });

  it('takes every file of an album with it when deleted', async () => {
    const files = await mediaDir();
    expect(await ann.request(`/api/posts/${album.id}`, { method: 'DELETE' })).toMatchObject({ status: 200 });
    for (const item of album.media) expect((await fetch(`${glimpse.url}${item.url}`)).status).toBe(404);
    const posters = album.media.flatMap((item: { posterUrl: string | null }) => item.posterUrl ?? []);
    for (const poster of posters) expect((await fetch(`${glimpse.url}${poster}`)).status).toBe(404);
    expect((await mediaDir()).length).toBeLessThan(files.length);
  });

  it('takes a lone file without alt text as before', async () => {
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(await phonePhoto(800, 600))], { type: 'image/jpeg' }), 'p.jpg');
    const created = await ann.request('/api/posts', { method: 'POST', body: form });
    expect(created).toMatchObject({ status: 201, body: { media: [{ type: 'image', alt: '', width: 800, height: 600 }] } });
  });

  it('publishes an album of files uploaded first, over GraphQL, with their sizes and alt texts', async () => {
    const upload = async (bytes: Buffer, type: string, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      return (await ann.request('/media', { method: 'POST', body: form })).body.id as string;
    };
    const first = await upload(await phonePhoto(1200, 1200), 'image/jpeg', 'a.jpg');
    const second = await upload(await phoneVideo('mp4'), 'video/mp4', 'b.mp4');
    const created = await ann.graphql(
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { id mediaUrl media { url type alt width height posterUrl } } }`,
      { input: { media: [{ mediaId: first, alt: 'A square' }, { mediaId: second }], caption: 'Two' } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createPost).toMatchObject({
      mediaUrl: `/media/${first}`,
      media: [
        { url: `/media/${first}`, type: 'image', alt: 'A square', width: 1080, height: 1080, posterUrl: null },
        { url: `/media/${second}`, type: 'video', alt: '', width: 160, height: 120 },
      ],
    });
    const again = await ann.graphql(`mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`, {
      input: { mediaId: first, media: [{ mediaId: first }] },
    });
    expect(again.errors?.[0]?.message).toBe('Please give either mediaId or media.');
  });

  it('crops a photo to the box sent before storing it: a square of the middle', async () => {
    const square = { ...(await photo(2000, 1500)), crop: JSON.stringify({ x: 250, y: 0, width: 1500, height: 1500 }) };
    const created = await ann.request('/api/posts', { method: 'POST', body: albumForm([square, await photo(600, 400)]) });
    expect(created.status).toBe(201);
    expect(created.body.media.map((m: { width: number; height: number }) => [m.width, m.height])).toEqual([
      [1080, 1080],
      [600, 400],
    ]);
    const stored = await sharp(Buffer.from(await (await fetch(`${glimpse.url}${created.body.media[0].url}`)).arrayBuffer())).metadata();
    expect([stored.width, stored.height]).toEqual([1080, 1080]);
    // Uploaded first, for GraphQL: the crop box goes beside the file.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await phonePhoto(1000, 1000))], { type: 'image/jpeg' }), 'a.jpg');
    form.append('crop', JSON.stringify({ x: 0, y: 100, width: 1000, height: 800 }));
    const uploaded = await ann.request('/media', { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const file = await sharp(Buffer.from(await (await fetch(`${glimpse.url}${uploaded.body.url}`)).arrayBuffer())).metadata();
    expect([file.width, file.height]).toEqual([1000, 800]);
  });

  describe('refuses, storing nothing of the post', () => {
    let before: { files: string[]; position: unknown };
    const nothingStored = async () => {
      expect(await mediaDir()).toEqual(before.files);
      expect(await glimpse.engines.events.headPosition()).toEqual(before.position);
      await expect.poll(() => readdir(path.join(data.dir, 'data', 'scratch'))).toEqual([]);
    };
    const post = (form: FormData) => ann.request('/api/posts', { method: 'POST', body: form });

    beforeAll(async () => {
      before = { files: await mediaDir(), position: await glimpse.engines.events.headPosition() };
    });

    it('11 files', async () => {
      const eleven = await Promise.all(Array.from({ length: 11 }, () => photo(300, 300)));
      expect(await post(albumForm(eleven))).toEqual({ status: 400, body: { message: 'A post can have at most 10 photos or videos' } });
      await nothingStored();
    });

    it('an alt text over 1,000 characters, naming its item', async () => {
      const items = [await photo(300, 300), await photo(300, 300, 'a'.repeat(1001))];
      expect(await post(albumForm(items))).toEqual({ status: 400, body: { message: 'Alt text of photo 2 must be at most 1,000 characters' } });
      await nothingStored();
    });

    it('more alt texts than files', async () => {
      const form = albumForm([await photo(300, 300, 'one')]);
      form.append('alt', 'two');
      form.append('alt', 'three');
      expect(await post(form)).toMatchObject({ status: 400, body: { message: expect.stringMatching(/more alt texts than files/) } });
      await nothingStored();
    });

    it('one bad item among good ones, named by its place', async () => {
      const unreadable = await post(albumForm([await photo(300, 300), await photo(300, 300), await brokenPhoto()]));
      expect(unreadable).toEqual({ status: 400, body: { message: 'Photo 3 could not be read. Please choose another file.' } });
      await nothingStored();
      // Items are processed side by side: those stored beside a refused one go too.
      const first = await post(albumForm([await brokenPhoto(), await photo(300, 300), await photo(300, 300), await photo(300, 300)]));
      expect(first).toEqual({ status: 400, body: { message: 'Photo 1 could not be read. Please choose another file.' } });
      await nothingStored();
      const wrongType = await post(albumForm([await photo(300, 300), notAnImage]));
      expect(wrongType).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^File 2 is not a photo or a video/) } });
      await nothingStored();
    });

    it('a crop box outside the photo, not whole pixels, empty, or on a video', async () => {
      const box = (crop: unknown) => ({ crop: JSON.stringify(crop) });
      const outside = [await photo(300, 300), { ...(await photo(400, 300)), ...box({ x: 200, y: 0, width: 300, height: 300 }) }];
      expect(await post(albumForm(outside))).toEqual({
        status: 400,
        body: { message: 'The crop box of photo 2 must lie inside it (400 × 300 pixels).' },
      });
      await nothingStored();
      for (const crop of [{ x: -1, y: 0, width: 10, height: 10 }, { x: 0, y: 0, width: 0, height: 10 }, { x: 0.5, y: 0, width: 10, height: 10 }, 'garbage']) {
        const bad = { ...(await photo(300, 300)), crop: typeof crop === 'string' ? crop : JSON.stringify(crop) };
        const answer = await post(albumForm([bad]));
        expect(answer).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^The crop box of the photo must be/) } });
      }
      await nothingStored();
      const video = { bytes: await phoneVideo('mp4'), type: 'video/mp4', name: 'v.mp4', ...box({ x: 0, y: 0, width: 10, height: 10 }) };
      expect(await post(albumForm([await photo(300, 300), video]))).toEqual({
        status: 400,
        body: { message: 'Video 2 cannot be cropped: only photos can.' },
      });
      await nothingStored();
    });

    it('no file at all', async () => {
      expect(await post(albumForm([], { caption: 'nothing' }))).toEqual({ status: 400, body: { message: 'No file selected' } });
      await nothingStored();
    });
  });
});
