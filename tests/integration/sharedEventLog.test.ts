import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openSqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { root } from '../support/serverProcess';
import { tempDataDir } from '../support/tempDataDir';

const run = promisify(execFile);
const PROCESSES = 3;
const EACH = 150;

describe('one event log file appended to by several processes at once (WORKERS=N)', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  beforeEach(async () => {
    data = await tempDataDir();
  });
  afterEach(async () => data.remove());

  it('keeps every append, in one order without gaps, with conflicts on a shared stream refused and retried, and a watching process sees them all', async () => {
    const file = path.join(data.dir, 'events.sqlite');
    const watcher = openSqliteEventStore(file);
    const seen: StoredEvent[] = [];
    // No notices from the others here: only the look at the file every 50 ms.
    watcher.watchOtherProcesses(50);
    const subscription = watcher.subscribeToAll(0, (e) => void seen.push(e));
    try {
      const names = Array.from({ length: PROCESSES }, (_, i) => `p${i}`);
      const outputs = await Promise.all(
        names.map((name) => run(process.execPath, ['--import', 'tsx/esm', 'tests/support/sharedLogAppender.ts', file, name, String(EACH)], { cwd: root })),
      );
      const reports = outputs.map(({ stdout }) => JSON.parse(stdout));
      expect(reports.map((r) => r.name)).toEqual(names);

      const all = await watcher.readAll(0, 10_000);
      expect(all).toHaveLength(PROCESSES * EACH * 2);
      expect(all.map((e) => e.position)).toEqual(all.map((_, i) => i + 1));
      const shared = await watcher.readStream('shared');
      expect(shared.map((e) => e.revision)).toEqual(shared.map((_, i) => i));
      for (const name of names) {
        const mine = shared.filter((e) => (e.data as { by: string }).by === name).map((e) => (e.data as { n: number }).n);
        expect(mine).toEqual([...Array(EACH).keys()]);
        expect((await watcher.readStream(`own-${name}`)).map((e) => e.revision)).toEqual([...Array(EACH).keys()]);
      }
      await expect.poll(() => seen.length, { timeout: 5000 }).toBe(all.length);
      expect(seen.map((e) => e.position)).toEqual(all.map((e) => e.position));
    } finally {
      await subscription.close();
      await watcher.close();
    }
  }, 120_000);
});
