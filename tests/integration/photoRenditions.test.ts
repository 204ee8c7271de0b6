import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../support/accounts';
import type { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

describe('narrower photos for phones', () => {
  const server = useTestServer();
  let client: HttpClient;

  beforeAll(async () => {
    ({ client } = await signedUpClient(server.url, 'rita'));
  });

  const bytesOf = async (path: string) => {
    const res = await fetch(server.url + path);
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('serves a photo 750 px wide on ?w=750, in fewer bytes than the stored 1080 px one, until the photo is deleted', async () => {
    const posted = await client.multipart('/api/posts', { media: { bytes: await phonePhoto(), name: 'beach.jpg', type: 'image/jpeg' }, caption: 'Beach' });
    expect(posted.status).toBe(201);
    const url: string = posted.body.mediaUrl;

    const stored = await bytesOf(url);
    const narrow = await bytesOf(`${url}?w=750`);
    expect(narrow).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ width: 1080, height: 810 });
    expect(await sharp(narrow.bytes).metadata()).toMatchObject({ width: 750, height: 563, format: 'jpeg' });
    expect(narrow.bytes.length).toBeLessThan(stored.bytes.length);
    // Asked again, the same bytes (made once).
    expect((await bytesOf(`${url}?w=750`)).bytes.equals(narrow.bytes)).toBe(true);

    expect((await client.request(`/api/posts/${posted.body.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await bytesOf(`${url}?w=750`)).status).toBe(404);
  });

  it('serves a photo no wider than 750 px as stored', async () => {
    const posted = await client.multipart('/api/posts', {
      media: { bytes: await phonePhoto(600, 450), name: 'small.jpg', type: 'image/jpeg' },
      caption: 'Small',
    });
    const stored = await bytesOf(posted.body.mediaUrl);
    const narrow = await bytesOf(`${posted.body.mediaUrl}?w=750`);
    expect(narrow.status).toBe(200);
    expect(narrow.bytes.equals(stored.bytes)).toBe(true);
  });

  it('refuses a width it does not offer, and any width for a video, with a clear 400', async () => {
    const posted = await client.multipart('/api/posts', { media: { bytes: await phonePhoto(), name: 'beach.jpg', type: 'image/jpeg' }, caption: 'Again' });
    for (const w of ['500', '4000', 'abc', '']) {
      const res = await client.request(`${posted.body.mediaUrl}?w=${w}`);
      expect(res).toMatchObject({ status: 400, body: { message: 'Photos are offered 750 pixels wide (w), or as stored.' } });
    }
    const video = await client.request('/media/00000000-0000-4000-8000-000000000000.mp4?w=750');
    expect(video.status).toBe(400);
  });
});
