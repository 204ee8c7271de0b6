import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpegPath } from '../../bff/media/videoProcessing';

const exec = promisify(execFile);

export const SHOT_AT = '+38.7223-009.1393/';

/** A test-pattern video (one second unless told) as a phone would send it: with the place it was shot in its metadata. */
export async function phoneVideo(format: 'mp4' | 'mov' | 'webm' = 'mp4', seconds = 1): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'glimpse-test-video-'));
  try {
    const file = path.join(dir, `clip.${format}`);
    const codec = format === 'webm' ? ['-c:v', 'libvpx', '-b:v', '100k'] : ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast'];
    await exec(ffmpegPath(), [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10',
      '-t',
      String(seconds),
      ...codec,
      '-metadata',
      `location=${SHOT_AT}`,
      '-metadata',
      'title=Secret beach',
      '-y',
      file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The container metadata ffmpeg reads from a video (ffmetadata text: `key=value` lines). */
export async function videoMetadata(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'glimpse-test-probe-'));
  try {
    const file = path.join(dir, 'probe');
    await writeFile(file, bytes);
    const { stdout } = await exec(ffmpegPath(), ['-v', 'error', '-i', file, '-f', 'ffmetadata', '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
