import { join } from 'node:path';
import { expect, it } from 'vitest';
import { tempDataDir } from '../../tests/support/tempDataDir';
import { openSharedStateDatabase } from './sharedStateDatabase';

it('commits without an fsync, never checkpoints itself, and tells the checkpointer once per commit', async () => {
  const data = await tempDataDir();
  let nudges = 0;
  const db = openSharedStateDatabase(join(data.dir, 'events.sqlite'), () => nudges++);
  expect(db.pragma('synchronous')).toEqual([{ synchronous: 1 }]);
  expect(db.pragma('wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
  db.exec('CREATE TABLE t (n INTEGER)');
  const insert = db.prepare<[number]>('INSERT INTO t (n) VALUES (?)');
  const before = nudges;
  insert.run(1);
  expect(nudges).toBe(before + 1);
  db.transaction(() => {
    insert.run(2);
    insert.run(3);
  })();
  expect(nudges).toBe(before + 2);
  db.close();
  await data.remove();
});
