import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { HttpError } from '../errors';

const FFMPEG_TIMEOUT_MS = 60_000;
const POSTER_MAX_WIDTH = 1080;

/** A re-muxed video and its poster frame, as files in a work folder that `dispose` removes. */
/**
 * `width` and `height`: the poster frame's, upright as the video plays (at most 1080 wide), so
 * their ratio is the video's as shown; nothing reads a video's exact pixel size.
 */
export type ProcessedVideo = { video: string; poster: string; width: number; height: number; dispose: () => Promise<void> };

let cachedFfmpeg: string | null = null;

// At most one ffmpeg per core: a burst of uploads queues here instead of starving the server.
const MAX_RUNNING = Math.max(1, availableParallelism());
let running = 0;
const queued: (() => void)[] = [];

async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  // A finished task hands its slot straight to the next in the queue.
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => queued.push(resolve));
  else running++;
  try {
    return await task();
  } finally {
    const next = queued.shift();
    if (next) next();
    else running--;
  }
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** Debian's ffmpeg when it is on the PATH (newer), else the binary that ships inside the npm package. */
export function findFfmpeg(): string {
  const debian = onPath('ffmpeg');
  if (debian) return debian;
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

export const ffmpegPath = (): string => (cachedFfmpeg ??= findFfmpeg());

// Debian's ffmpeg comes with ffprobe; the npm package has none, and then ffmpeg's own report of the input says the length.
let cachedFfprobe: string | null | undefined;
function ffprobePath(): string | null {
  if (cachedFfprobe === undefined) cachedFfprobe = onPath('ffprobe');
  return cachedFfprobe;
}

/**
 * A video's length in seconds, from its container, read from a file or from a stream of a
 * stored one (never held whole in memory); null when it states none or cannot be read.
 */
export function videoSeconds(input: string | Readable): Promise<number | null> {
  const source = typeof input === 'string' ? input : 'pipe:0';
  const probe = ffprobePath();
  const [binary, args] = probe
    ? [probe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', '-i', source]]
    : [ffmpegPath(), ['-hide_banner', '-nostdin', '-i', source]];
  return inTurn(
    () =>
      new Promise((resolve) => {
        // ffmpeg without an output exits with an error after describing its input: only the text counts.
        const child = execFile(binary, args, { timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 1024 * 1024 }, (_error, stdout, stderr) => {
          const seconds = probe ? Number.parseFloat(stdout) : durationInReport(stderr);
          resolve(Number.isFinite(seconds) ? seconds : null);
        });
        if (typeof input !== 'string' && child.stdin) {
          // The prober may stop reading once it has the container's header.
          child.stdin.on('error', () => {});
          input.on('error', () => child.kill());
          input.pipe(child.stdin);
        }
      }),
  );
}

function durationInReport(report: string): number {
  const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(report);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : Number.NaN;
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
 * re-encoded, so this takes milliseconds. Works in a private folder inside `scratch`; a video it
 * cannot turn into both files (a cut-off WebM can leave ffmpeg content with no frame) is refused.
 */
export function processVideo(input: string, extension: 'mp4' | 'webm' | 'mov', scratch: string): Promise<ProcessedVideo> {
  return inTurn(() => remuxWithPoster(input, extension, scratch));
}

async function remuxWithPoster(input: string, extension: 'mp4' | 'webm' | 'mov', scratch: string): Promise<ProcessedVideo> {
  const dir = await mkdtemp(path.join(scratch, 'video-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const output = path.join(dir, `out.${extension}`);
    const poster = path.join(dir, 'poster.jpg');
    const container =
      extension === 'webm' ? ['-f', 'webm'] : extension === 'mov' ? ['-f', 'mov', '-movflags', '+faststart'] : ['-f', 'mp4', '-movflags', '+faststart'];
    try {
      await run([
        '-i',
        input,
        '-map',
        '0:v:0',
        '-map',
        '0:a?',
        '-map_metadata',
        '-1',
        '-map_chapters',
        '-1',
        '-dn',
        '-sn',
        '-c',
        'copy',
        ...container,
        '-y',
        output,
      ]);
      await run(['-i', output, '-frames:v', '1', '-vf', `scale='min(${POSTER_MAX_WIDTH},iw)':-2`, '-q:v', '4', '-f', 'image2', '-c:v', 'mjpeg', '-y', poster]);
    } catch {
      throw unreadable();
    }
    const size = (await nonEmpty(output)) ? await imageSize(poster) : null;
    if (!size) throw unreadable();
    return { video: output, poster, ...size, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function nonEmpty(file: string): Promise<boolean> {
  return Boolean((await stat(file).catch(() => null))?.size);
}

/** The image's size, or null when it is empty or cannot be read. */
async function imageSize(file: string): Promise<{ width: number; height: number } | null> {
  if (!(await nonEmpty(file))) return null;
  const { width, height } = await sharp(file)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  return width && height ? { width, height } : null;
}
