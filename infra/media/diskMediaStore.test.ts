import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDiskMediaStore } from './diskMediaStore';

describe('the disk media store', () => {
  let dir: string;
  beforeEach(async () => void (dir = await mkdtemp(join(tmpdir(), 'glimpse-media-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stores a file whole and serves it back with its type', async () => {
    const media = await openDiskMediaStore(dir);
    await media.put('a.jpg', Buffer.from('photo'), 'image/jpeg');
    expect(await media.get('a.jpg')).toEqual({ bytes: Buffer.from('photo'), contentType: 'image/jpeg' });
    expect(await readdir(dir)).toEqual(['a.jpg']);
  });

  it('leaves neither the file nor a partial one when the disk is full', async () => {
    const media = await openDiskMediaStore(dir);
    // The write lands on /dev/full, which answers every write with ENOSPC, as a full disk does.
    await symlink('/dev/full', join(dir, 'b.jpg.tmp'));
    await expect(media.put('b.jpg', Buffer.alloc(100_000, 1), 'image/jpeg')).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(await readdir(dir)).toEqual([]);
    expect(await media.get('b.jpg')).toBeNull();

    await media.put('b.jpg', Buffer.from('later'), 'image/jpeg');
    expect((await media.get('b.jpg'))?.bytes.toString()).toBe('later');
  });

  it('removes on opening the unfinished files of a process that was killed mid-upload, and never serves them', async () => {
    await writeFile(join(dir, 'kept.jpg'), 'done');
    await writeFile(join(dir, 'cut.jpg.tmp'), 'half');
    const media = await openDiskMediaStore(dir);
    expect(await readdir(dir)).toEqual(['kept.jpg']);
    expect(await media.get('cut.jpg.tmp')).toBeNull();
  });
});
