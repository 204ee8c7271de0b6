import { Worker } from 'node:worker_threads';
import type { DomainEvent } from '../../domain/events';
import { schemaVersionOf, storedVersionOf } from '../../domain/upcasters';
import type { BacklogEvent, BacklogReader, StoredEvent } from '../../domain/ports/eventStore';
import type { Config } from '../config';

export type BacklogJob = { log: Pick<Config, 'dataDir' | 'eventStoreUrl' | 'mongoUrl'>; after: number; until: number; batchSize: number; ahead: number };

/** A backlog event as the worker sends it: the stored data left out when the parsed event carries it as stored. */
type SentEvent = { stored: Omit<StoredEvent, 'data'> & { data?: unknown }; event: DomainEvent | null };

export function toSent(stored: StoredEvent, event: DomainEvent | null): SentEvent {
  // An event of an older version was upcast: its stored data differs from the parsed one, and both go.
  if (!event || storedVersionOf(stored.metadata) !== schemaVersionOf(event.type)) return { stored, event };
  const { data: _parsedBelow, ...rest } = stored;
  return { stored: rest, event };
}

/** The batch as sent, made whole in place (it is fresh from JSON.parse, and this is its only reader). */
function received(batch: SentEvent[]): BacklogEvent[] {
  for (const { stored, event } of batch) if (event && !('data' in stored)) stored.data = event.data;
  return batch as BacklogEvent[];
}

const BATCH_SIZE = 2000;
const AHEAD = 4;
// The worker runs TypeScript like the rest of the server: it registers tsx's loader first.
const WORKER = new URL('./backlogWorker.ts', import.meta.url).href;
const BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER)}); })`;

/**
 * A backlog read by a worker thread with its own read-only connection to the log and keys: the
 * reading, decrypting and parsing of events (a fifth of a replay) run on the other core
 * while this thread projects. Starting the worker takes about 0.2 s, so it pays off only for
 * long backlogs (see ProjectionRunner).
 */
export function workerBacklogReader(log: BacklogJob['log']): BacklogReader {
  return async function* readBacklog(after: number, until: number): AsyncGenerator<BacklogEvent[]> {
    const job: BacklogJob = { log, after, until, batchSize: BATCH_SIZE, ahead: AHEAD };
    const worker = new Worker(BOOT, { eval: true, workerData: job, execArgv: [] });
    const arrived: (string | null)[] = [];
    let failure: Error | null = null;
    let exited = false;
    let wake: (() => void) | null = null;
    const woken = () => wake?.();
    worker.on('message', (message: string | null) => {
      arrived.push(message);
      woken();
    });
    worker.on('error', (error) => {
      failure = error;
      woken();
    });
    worker.on('exit', () => {
      exited = true;
      woken();
    });
    try {
      for (;;) {
        while (arrived.length === 0 && !failure && !exited) await new Promise<void>((resolve) => (wake = resolve));
        if (failure) throw failure;
        const message = arrived.shift();
        if (message === undefined) throw new Error('The backlog reader stopped before the end of the backlog');
        if (message === null) return;
        worker.postMessage('more');
        yield received(JSON.parse(message) as SentEvent[]);
      }
    } finally {
      await worker.terminate();
    }
  };
}
