import { join } from 'node:path';
import { expect, it } from 'vitest';
import { sqliteLeaseStore } from '../../infra/leases/sqliteLeaseStore';
import { openSqlite } from '../../infra/sqlite/sqlite';
import { startTestServer } from '../support/testServer';
import { tempDataDir } from '../support/tempDataDir';

it('a lone server leads from its start, and gives the lease up as it stops so that another process leads at once', async () => {
  const data = await tempDataDir();
  const glimpse = await startTestServer(data.dir);
  // Another process on the same data folder: its own connection to the event store's file.
  const other = openSqlite(join(data.dir, 'events.sqlite'));
  const leases = sqliteLeaseStore(other);
  expect(await leases.acquire('leader', 'another process', 10_000, new Date())).toBe(false);
  await glimpse.close();
  expect(await leases.acquire('leader', 'another process', 10_000, new Date())).toBe(true);
  other.close();
  await data.remove();
});
