import { mkdtemp, readdir, readFile, rename, rm, stat, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Doc } from '../../projections/readStore';
import { readSnapshot, readSnapshotFrames, removeUnfinishedSnapshots, writeSnapshot } from './snapshot';

const users = (n: number) => [{ name: 'users', indexes: [], docs: Array.from({ length: n }, (_, i) => ({ _id: `u${i}`, n: i })) }];

describe('read store snapshots', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'glimpse-snapshot-'));
    file = join(dir, 'read-models.snapshot');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps the previous snapshot, and no partial file, when writing the next one fails', async () => {
    await writeSnapshot(file, users(3));
    // This process's temporary file lands on /dev/full: every write fails with ENOSPC.
    await symlink('/dev/full', `${file}.${process.pid}.tmp`);
    await expect(writeSnapshot(file, users(50_000))).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(await readdir(dir)).toEqual(['read-models.snapshot']);
    expect((await readSnapshot(file))?.[0].docs).toHaveLength(3);
  });

  it('removes what killed writers left unfinished, but not the file of a writer still running', async () => {
    await writeSnapshot(file, users(1));
    const dead = 2 ** 22 + 12345; // above Linux's pid_max default: no process has it
    await writeFile(`${file}.${dead}.tmp`, 'torn');
    await writeFile(`${file}.${process.ppid}.tmp`, 'being written');
    await removeUnfinishedSnapshots(file);
    expect((await readdir(dir)).sort()).toEqual(['read-models.snapshot', `read-models.snapshot.${process.ppid}.tmp`]);
  });

  it('reads back ids held by documents of many frames and collections as they were written', async () => {
    const owner = (i: number) => `3f1c2d4e-0000-4000-8000-00000000000${i % 3}`;
    const likes = Array.from({ length: 2_500 }, (_, i) => ({ _id: `l${i}`, ownerId: owner(i), at: `2026-01-01T00:00:0${i % 10}.000Z` }));
    const posts = Array.from({ length: 3 }, (_, i) => ({ _id: owner(i), caption: 'x'.repeat(i * 30) }));
    const written = [
      { name: 'likes', indexes: [{ keys: { ownerId: 1 as const } }], docs: likes },
      { name: 'posts', indexes: [], docs: posts },
    ];
    await writeSnapshot(file, written);
    expect(await readSnapshot(file)).toEqual(written);
  });

  it('reads a frame from the file it opened when it is decoded, even after a newer snapshot replaced that file', async () => {
    await writeSnapshot(file, users(2_500));
    const stored = readSnapshotFrames(file)!;
    const [collection] = stored.collections;
    expect(collection.frames).toHaveLength(3);
    await writeSnapshot(`${file}.next`, users(1));
    await rename(`${file}.next`, file);
    const docs: Doc[] = [];
    for (const frame of collection.frames) stored.decode(frame!, docs);
    expect(docs).toHaveLength(2_500);
    expect(docs[2_499]).toEqual({ _id: 'u2499', n: 2_499 });
  });

  it('refuses to decode once let go of, rather than read whatever file has the descriptor since', async () => {
    await writeSnapshot(file, users(1_500));
    const stored = readSnapshotFrames(file)!;
    stored.close();
    expect(() => stored.decode(stored.collections[0].frames[0]!, [])).toThrow(/let go of/);
  });

  it('takes a snapshot in an older format for none, so that the read models are rebuilt from the log', async () => {
    await writeSnapshot(file, users(3));
    const bytes = await readFile(file);
    await writeFile(file, Buffer.concat([Buffer.from('GLIMPSE-READSTORE-4\n'), bytes.subarray('GLIMPSE-READSTORE-5\n'.length)]));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(readSnapshotFrames(file)).toBeNull();
      await writeFile(file, '');
      expect(readSnapshotFrames(file)).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('rebuilt from the event log'));
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses a snapshot that ends inside a frame when it opens it, not halfway through the restore', async () => {
    await writeSnapshot(file, users(2_500));
    const { size } = await stat(file);
    await truncate(file, size - 10);
    expect(() => readSnapshotFrames(file)).toThrow(/ends inside a frame/);
  });
});
