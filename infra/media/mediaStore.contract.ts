import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaStore } from '../../domain/ports/mediaStore';

type Opened = { media: MediaStore; cleanup: () => Promise<void> };

const readAll = async (stream: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/**
 * The behaviour every MediaStore adapter must have. Ids are new in every test, so the suite also
 * runs against a shared bucket that holds other media: it only looks at its own.
 */
export function mediaStoreContract(name: string, open: () => Promise<Opened>): void {
  describe(`MediaStore contract: ${name}`, () => {
    let opened: Opened;
    let media: MediaStore;
    let sources: string;
    const id = (extension: string) => `${randomUUID()}.${extension}`;
    /** The file's type and its bytes (a range of them), or null when it cannot be opened or read. */
    const read = async (fileId: string, range?: { start: number; end: number }) => {
      const file = await media.open(fileId);
      const stream = await file?.stream(range);
      return file && stream ? { size: file.size, contentType: file.contentType, bytes: await readAll(stream) } : null;
    };

    beforeEach(async () => {
      opened = await open();
      media = opened.media;
      sources = await mkdtemp(join(tmpdir(), 'glimpse-media-sources-'));
    });
    afterEach(async () => {
      await opened.cleanup();
      await rm(sources, { recursive: true, force: true });
    });

    it('stores bytes and opens them with their size and type', async () => {
      const photo = id('jpg');
      await media.put(photo, Buffer.from('a photo'), 'image/jpeg');
      expect(await read(photo)).toEqual({ size: 7, contentType: 'image/jpeg', bytes: Buffer.from('a photo') });
    });

    it('stores a finished file from the disk, a video of several megabytes whole', async () => {
      const bytes = randomBytes(6 * 1024 * 1024 + 17);
      const source = join(sources, 'video.mp4');
      await writeFile(source, bytes);
      const video = id('mp4');
      await media.putFile(video, source, 'video/mp4');
      const stored = await read(video);
      expect(stored).toMatchObject({ size: bytes.length, contentType: 'video/mp4' });
      expect(stored?.bytes.equals(bytes)).toBe(true);
    });

    it('streams the byte ranges asked for, both ends included', async () => {
      const bytes = randomBytes(300_000);
      const video = id('webm');
      await media.put(video, bytes, 'video/webm');
      expect((await read(video, { start: 0, end: 0 }))?.bytes).toEqual(bytes.subarray(0, 1));
      expect((await read(video, { start: 100_000, end: 199_999 }))?.bytes.equals(bytes.subarray(100_000, 200_000))).toBe(true);
      expect((await read(video, { start: 299_999, end: 299_999 }))?.bytes).toEqual(bytes.subarray(299_999));
      expect((await read(video))?.bytes.equals(bytes)).toBe(true);
    });

    it('opens nothing for a missing id, an unsafe one or one of a type no upload makes, and stores nothing under an unsafe id', async () => {
      const known = id('png');
      await media.put(known, Buffer.from('png'), 'image/png');
      for (const other of [id('jpg'), `../${known}`, `a/${known}`, known.replace('.png', '.exe')]) expect(await media.open(other)).toBeNull();
      await expect(media.put(`../${id('jpg')}`, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Unsafe media id');
    });

    it('deletes a file for good, a missing one without an error, and streams nothing of a file deleted since it was opened', async () => {
      const photo = id('jpg');
      await media.put(photo, Buffer.from('photo'), 'image/jpeg');
      const file = await media.open(photo);
      await media.delete(photo);
      expect(await file?.stream()).toBeNull();
      expect(await media.open(photo)).toBeNull();
      await media.delete(photo);
      await media.delete(id('jpg'));
    });

    it('keeps serving after streams dropped half-way', async () => {
      const video = id('mp4');
      const bytes = randomBytes(2 * 1024 * 1024);
      await media.put(video, bytes, 'video/mp4');
      const file = await media.open(video);
      for (let i = 0; i < 5; i++) {
        const stream = await file?.stream();
        await new Promise((resolve) => stream?.once('data', resolve));
        stream?.destroy();
      }
      expect((await read(video))?.bytes.equals(bytes)).toBe(true);
    });
  });
}
