import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSnapshot, removeUnfinishedSnapshots, writeSnapshot } from './snapshot';

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
});
