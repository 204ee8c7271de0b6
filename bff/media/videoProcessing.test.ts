import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { phoneVideo } from '../../tests/support/videos';
import { HttpError } from '../errors';
import { findFfmpeg, processVideo } from './videoProcessing';

describe('video processing', () => {
  let dir: string;
  let scratch: string;
  const originalPath = process.env.PATH;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'glimpse-video-test-'));
    scratch = path.join(dir, 'scratch');
    await mkdir(scratch);
    // The real ffmpeg, except that with NO_POSTER set, asked for the poster frame, it exits 0
    // having written nothing: what ffmpeg can do with a WebM cut off before a decodable frame.
    const bin = path.join(dir, 'bin');
    await mkdir(bin);
    await writeFile(
      path.join(bin, 'ffmpeg'),
      `#!/bin/sh\nif [ -n "$NO_POSTER" ]; then case "$*" in *image2*) exit 0 ;; esac; fi\nexec "${findFfmpeg()}" "$@"\n`,
    );
    await chmod(path.join(bin, 'ffmpeg'), 0o755);
    process.env.PATH = `${bin}${path.delimiter}${originalPath}`;
  });
  afterEach(() => void delete process.env.NO_POSTER);
  afterAll(async () => {
    process.env.PATH = originalPath;
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a video it gets no poster frame from, whatever ffmpeg answered, and leaves no work file', async () => {
    const input = path.join(dir, 'cut.webm');
    await writeFile(input, await phoneVideo('webm'));
    process.env.NO_POSTER = '1';
    const refused = await processVideo(input, 'webm', scratch).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 400, message: 'This video could not be processed. Please choose another file (MP4, WebM or MOV).' });
    expect(await readdir(scratch)).toEqual([]);
  });

  it('works inside the scratch folder it is given, until disposed of', async () => {
    const input = path.join(dir, 'clip.mp4');
    await writeFile(input, await phoneVideo('mp4'));
    const done = await processVideo(input, 'mp4', scratch);
    expect(done.video.startsWith(scratch + path.sep)).toBe(true);
    expect(done.poster.startsWith(scratch + path.sep)).toBe(true);
    expect(done).toMatchObject({ width: 160, height: 120 });
    await done.dispose();
    expect(await readdir(scratch)).toEqual([]);
  });
});
