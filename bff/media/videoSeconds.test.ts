import { Readable } from 'node:stream';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVideo } from '../../tests/support/videos';
import { videoSeconds } from './videoProcessing';

describe('a video’s length', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'glimpse-video-seconds-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is read from a file', async () => {
    const file = path.join(dir, 'long.mp4');
    await writeFile(file, await phoneVideo('mp4', 61));
    expect(await videoSeconds(file)).toBeCloseTo(61, 0);
  });

  it('is read from a stream, as of a stored file', async () => {
    for (const format of ['webm', 'mov'] as const) expect(await videoSeconds(Readable.from([await phoneVideo(format, 2)]))).toBeCloseTo(2, 0);
  });

  it('is null for a file that is no video', async () => {
    expect(await videoSeconds(Readable.from([Buffer.from('not a video at all')]))).toBeNull();
  });
});
