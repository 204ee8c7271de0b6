import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/httpClient';
import { useTestServer } from '../support/useTestServer';
import { phoneVideo, SHOT_AT, videoMetadata } from '../support/videos';

const adultBirthDate = '1995-04-12T00:00:00.000Z';

describe('video posts over HTTP', () => {
  const server = useTestServer();
  let client: HttpClient;

  beforeAll(async () => {
    client = new HttpClient(server.url);
    const signUp = await client.graphql(
      `mutation { signUp(input: { username: "vera", email: "vera@example.com", password: "secret1", birthDate: "${adultBirthDate}" }) { me { id } } }`,
    );
    expect(signUp.errors).toBeUndefined();
  });

  const postVideo = (bytes: Buffer, name: string, type: string) => client.multipart('/api/posts', { media: { bytes, name, type }, caption: 'Clip #beach' });

  for (const [format, mime] of [
    ['mp4', 'video/mp4'],
    ['mov', 'video/quicktime'],
    ['webm', 'video/webm'],
  ] as const) {
    it(`publishes a ${format} video without the place it was shot, with a JPEG poster frame`, async () => {
      const sent = await phoneVideo(format);
      expect(await videoMetadata(sent)).toContain(SHOT_AT);
      const res = await postVideo(sent, `clip.${format}`, mime);
      expect(res).toMatchObject({ status: 201, body: { mediaType: 'video' } });
      expect(res.body.mediaUrl).toMatch(new RegExp(`^/media/[0-9a-f-]+\\.${format}$`));
      const stored = await fetch(server.url + res.body.mediaUrl);
      expect(stored.headers.get('content-type')).toBe(mime);
      const bytes = Buffer.from(await stored.arrayBuffer());
      const metadata = await videoMetadata(bytes);
      expect(metadata).not.toContain('38.7223');
      expect(metadata).not.toContain('Secret beach');
      expect(bytes.includes(Buffer.from('38.7223'))).toBe(false);

      const gql = await client.graphql(`query($id: ID!) { post(id: $id) { mediaType posterUrl } }`, { id: res.body.id });
      expect(gql.data.post.posterUrl).toBe(res.body.mediaUrl.replace(/\.[a-z0-9]+$/, '.jpg'));
      const poster = await fetch(server.url + gql.data.post.posterUrl);
      expect(poster.status).toBe(200);
      expect(poster.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 160, height: 120 });
    });
  }

  it('refuses a video it cannot process, storing and appending nothing', async () => {
    const before = await server.glimpse.engines.events.headPosition();
    // An MP4 header followed by garbage: file-type says MP4, ffmpeg cannot read it.
    const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
    const corrupt = Buffer.concat([ftyp, Buffer.alloc(4096, 7)]);
    const res = await postVideo(corrupt, 'broken.mp4', 'video/mp4');
    expect(res).toMatchObject({ status: 400, body: { message: 'This video could not be processed. Please choose another file (MP4, WebM or MOV).' } });
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
  });

  it('refuses a video over 50 MB with a clear message', async () => {
    const before = await server.glimpse.engines.events.headPosition();
    const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
    const huge = Buffer.concat([ftyp, Buffer.alloc(50 * 1024 * 1024 + 1)]);
    expect(await postVideo(huge, 'huge.mp4', 'video/mp4')).toMatchObject({ status: 413, body: { message: 'File too large: uploads must be at most 50MB.' } });
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
  });
});
