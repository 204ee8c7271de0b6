import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { findFfmpeg } from '../../bff/media/videoProcessing';
import { type Caller, signUpAs } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';
import { phoneVideo } from '../support/videos';

const UNREADABLE = 'This video could not be processed. Please choose another file (MP4, WebM or MOV).';

/**
 * A WebM cut off before its first frame: ffmpeg can re-mux it and then exit 0 without writing a
 * poster frame. Here an ffmpeg on the PATH does exactly that (when NO_POSTER is set), in front of
 * the real one, since which cut makes which ffmpeg build do it varies.
 */
describe('a video the server cannot fully process', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let vera: Caller;
  const originalPath = process.env.PATH;

  beforeAll(async () => {
    data = await tempDataDir();
    const bin = path.join(data.dir, 'bin');
    await mkdir(bin);
    await writeFile(
      path.join(bin, 'ffmpeg'),
      `#!/bin/sh\nif [ -n "$NO_POSTER" ]; then case "$*" in *image2*) exit 0 ;; esac; fi\nexec "${findFfmpeg()}" "$@"\n`,
    );
    await chmod(path.join(bin, 'ffmpeg'), 0o755);
    process.env.PATH = `${bin}${path.delimiter}${originalPath}`;
    glimpse = await startTestServer(path.join(data.dir, 'data'));
    vera = await signUpAs(glimpse, 'vera', '203.0.113.9');
  });
  afterAll(async () => {
    process.env.PATH = originalPath;
    delete process.env.NO_POSTER;
    await glimpse?.close();
    await data?.remove();
  });

  it('is refused with 400 whatever ffmpeg answered, stores nothing and leaves no work file', async () => {
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(await phoneVideo('webm'))], { type: 'video/webm' }), 'cut.webm');
    const before = await glimpse.engines.events.headPosition();
    process.env.NO_POSTER = '1';
    const answer = await vera.request('/api/posts', { method: 'POST', body: form });
    delete process.env.NO_POSTER;
    expect(answer).toEqual({ status: 400, body: { message: UNREADABLE } });
    expect(await glimpse.engines.events.headPosition()).toBe(before);
    expect(await readdir(path.join(data.dir, 'data', 'media'))).toEqual([]);
    await expect.poll(() => readdir(path.join(data.dir, 'data', 'scratch'))).toEqual([]);
  });
});
