import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HttpError } from '../errors';

const FFMPEG_TIMEOUT_MS = 60_000;
const POSTER_MAX_WIDTH = 1080;

export type ProcessedVideo = { video: Buffer; poster: Buffer };

let cachedFfmpeg: string | null = null;

/** Debian's ffmpeg when it is on the PATH (newer), else the binary that ships inside the npm package. */
export function ffmpegPath(): string {
  if (cachedFfmpeg) return cachedFfmpeg;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'ffmpeg');
    try {
      accessSync(candidate, constants.X_OK);
      return (cachedFfmpeg = candidate);
    } catch {
      // not in this folder
    }
  }
  const require = createRequire(import.meta.url);
  return (cachedFfmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path);
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(ffmpegPath(), ['-hide_banner', '-nostdin', '-v', 'error', ...args], { timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 1024 * 1024 }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

const unreadable = () => new HttpError(400, 'This video could not be processed. Please choose another file (MP4, WebM or MOV).');

/**
 * Re-muxes a video without its metadata (phones write where it was shot), keeping only its video
 * and audio streams, and takes its first frame as a JPEG poster. Streams are copied, not
 * re-encoded, so this takes milliseconds. Works in a private temp folder that is always removed.
 */
export async function processVideo(bytes: Buffer, extension: 'mp4' | 'webm' | 'mov'): Promise<ProcessedVideo> {
  const dir = await mkdtemp(path.join(tmpdir(), 'glimpse-video-'));
  try {
    const input = path.join(dir, `in.${extension}`);
    const output = path.join(dir, `out.${extension}`);
    const poster = path.join(dir, 'poster.jpg');
    await writeFile(input, bytes);
    const container = extension === 'webm' ? ['-f', 'webm'] : extension === 'mov' ? ['-f', 'mov', '-movflags', '+faststart'] : ['-f', 'mp4', '-movflags', '+faststart'];
    try {
      await run(['-i', input, '-map', '0:v:0', '-map', '0:a?', '-map_metadata', '-1', '-map_chapters', '-1', '-dn', '-sn', '-c', 'copy', ...container, '-y', output]);
      await run(['-i', output, '-frames:v', '1', '-vf', `scale='min(${POSTER_MAX_WIDTH},iw)':-2`, '-q:v', '4', '-f', 'image2', '-c:v', 'mjpeg', '-y', poster]);
    } catch {
      throw unreadable();
    }
    const [video, frame] = await Promise.all([readFile(output), readFile(poster)]);
    if (video.length === 0 || frame.length === 0) throw unreadable();
    return { video, poster: frame };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
