import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptArguments } from '../support/scriptArguments';
import { parseEvent } from '../../domain/events';
import { openEngines } from '../../infra/engines';
import { withSearch } from '../../projections/projectors';
import { ProjectionRunner } from '../../projections/runner';

export type ReplayFigures = {
  events: number;
  /** Baseline: reading and parsing every event, projecting nothing. */
  readPerSecond: number;
  replaySeconds: number;
  replayPerSecond: number;
  snapshotSeconds: number;
};

const READ_BATCH = 1000;

/** Rebuilds every read model from the first event, as `npm run replay` does, then snapshots them. */
export async function benchReplay(dataDir: string, log: (line: string) => void): Promise<ReplayFigures> {
  const engines = await openEngines({ dataDir, eventStoreUrl: null, mongoUrl: null });
  try {
    const head = await engines.events.headPosition();

    let started = performance.now();
    let read = 0;
    for (let after = 0; ; ) {
      const batch = await engines.events.readAll(after, READ_BATCH);
      if (batch.length === 0) break;
      for (const stored of batch) if (parseEvent(stored)) read++;
      after = batch[batch.length - 1].position;
    }
    const readSeconds = (performance.now() - started) / 1000;
    if (read !== head) throw new Error(`Read ${read} events, expected ${head}`);

    await engines.readStore.dropAll();
    const runner = new ProjectionRunner(engines.events, engines.readStore, withSearch(engines.search), { read: engines.backlog });
    started = performance.now();
    const progress = setInterval(() => log(`  replayed ${runner.position.toLocaleString('en-US')} / ${head.toLocaleString('en-US')}`), 5000);
    try {
      await runner.start();
      await runner.waitForPosition(head, 3600_000);
    } finally {
      clearInterval(progress);
      await runner.stop();
    }
    const replaySeconds = (performance.now() - started) / 1000;

    started = performance.now();
    await engines.readStore.flush();
    const snapshotSeconds = (performance.now() - started) / 1000;
    return { events: head, readPerSecond: head / readSeconds, replaySeconds, replayPerSecond: head / replaySeconds, snapshotSeconds };
  } finally {
    await engines.readStore.close();
    await engines.events.close();
  }
}

/** benchReplay in a child process (replayChild.ts) with `npm run replay`'s node options, its progress shown as it comes. */
export function replayInChildProcess(dataDir: string): Promise<ReplayFigures> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'replayChild.ts');
  const nodeOptions = scriptArguments('replay').slice(0, -1);
  const child = spawn(process.execPath, [...nodeOptions, script, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`The replay process exited with ${code}`));
      try {
        resolve(JSON.parse(output) as ReplayFigures);
      } catch (error) {
        reject(error);
      }
    });
  });
}
