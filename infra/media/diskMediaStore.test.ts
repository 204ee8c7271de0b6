import { randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdtemp, readdir, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDiskMediaStore } from './diskMediaStore';

describe('the disk media store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'glimpse-media-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const readAll = async (stream: AsyncIterable<Buffer>) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    return Buffer.concat(chunks);
  };
  /** A stored file's type and bytes, or null. */
  const stored = async (media: Awaited<ReturnType<typeof openDiskMediaStore>>, id: string) => {
    const file = await media.open(id);
    const stream = await file?.stream();
    return file && stream ? { bytes: await readAll(stream), contentType: file.contentType } : null;
  };

  it('stores a file whole and serves it back with its type', async () => {
    const media = await openDiskMediaStore(dir);
    await media.put('a.jpg', Buffer.from('photo'), 'image/jpeg');
    expect(await stored(media, 'a.jpg')).toEqual({ bytes: Buffer.from('photo'), contentType: 'image/jpeg' });
    expect(await readdir(dir)).toEqual(['a.jpg']);
  });

  it('leaves neither the file nor a partial one when the disk is full', async () => {
    const media = await openDiskMediaStore(dir);
    // The write lands on /dev/full, which answers every write with ENOSPC, as a full disk does.
    await symlink('/dev/full', join(dir, 'b.jpg.tmp'));
    await expect(media.put('b.jpg', Buffer.alloc(100_000, 1), 'image/jpeg')).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(await readdir(dir)).toEqual([]);
    expect(await stored(media, 'b.jpg')).toBeNull();

    await media.put('b.jpg', Buffer.from('later'), 'image/jpeg');
    expect((await stored(media, 'b.jpg'))?.bytes.toString()).toBe('later');
  });

  it('removes on opening the unfinished files of a process that was killed mid-upload, and never serves them', async () => {
    await writeFile(join(dir, 'kept.jpg'), 'done');
    await writeFile(join(dir, 'cut.jpg.tmp'), 'half');
    const media = await openDiskMediaStore(dir);
    expect(await readdir(dir)).toEqual(['kept.jpg']);
    expect(await stored(media, 'cut.jpg.tmp')).toBeNull();
  });

  /** The descriptors this process holds open on `file`. */
  const descriptorsOn = async (file: string) => {
    const targets = await Promise.all((await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
    return targets.filter((target) => target === file);
  };

  it('opens a file with its size and type, and streams a byte range reading only that range from the disk', async () => {
    const bytes = randomBytes(8 * 1024 * 1024);
    await writeFile(join(dir, 'v.mp4'), bytes);
    const media = await openDiskMediaStore(dir);
    const file = await media.open('v.mp4');
    expect(file).toMatchObject({ size: bytes.length, contentType: 'video/mp4' });

    const first = (await file!.stream({ start: 0, end: 0 })) as ReadStream;
    expect(await readAll(first)).toEqual(bytes.subarray(0, 1));
    expect(first.bytesRead).toBe(1);
    const middle = (await file!.stream({ start: 5_000_000, end: 5_099_999 })) as ReadStream;
    expect((await readAll(middle)).equals(bytes.subarray(5_000_000, 5_100_000))).toBe(true);
    expect(middle.bytesRead).toBe(100_000);
    expect((await readAll((await file!.stream())!)).equals(bytes)).toBe(true);
    expect(await descriptorsOn(join(dir, 'v.mp4'))).toEqual([]);
  });

  it('lets go of the file when a stream is dropped half-way', async () => {
    await writeFile(join(dir, 'long.mp4'), randomBytes(4 * 1024 * 1024));
    const file = (await (await openDiskMediaStore(dir)).open('long.mp4'))!;
    const stream = (await file.stream())!;
    expect(await descriptorsOn(join(dir, 'long.mp4'))).toHaveLength(1);
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await finished(stream).catch(() => undefined);
    expect(await descriptorsOn(join(dir, 'long.mp4'))).toEqual([]);
  });
});
