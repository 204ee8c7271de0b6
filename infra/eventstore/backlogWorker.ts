import { parentPort, workerData } from 'node:worker_threads';
import { parseEvent } from '../../domain/events';
import { openEventLogReader } from '../eventLogReader';
import { toSent, type BacklogJob } from './workerBacklogReader';

/**
 * The worker thread of workerBacklogReader: reads, opens (decrypts) and parses the log's events
 * and posts them a batch at a time (as one JSON text, which the other side parses faster than a
 * structured clone), never more than `ahead` batches beyond what its consumer has taken. An
 * event's data is sent once: as parsed when it could be, else as stored.
 */
const { log: config, after, until, batchSize, ahead } = workerData as BacklogJob;
const port = parentPort!;
let credit = ahead;
let resume: (() => void) | null = null;
port.on('message', () => {
  credit++;
  resume?.();
});

const log = await openEventLogReader(config);
try {
  for (let cursor = after; cursor < until; ) {
    while (credit === 0) await new Promise<void>((resolve) => (resume = resolve));
    const batch = (await log.readAll(cursor, batchSize)).filter((event) => event.position <= until);
    if (batch.length === 0) break;
    cursor = batch[batch.length - 1].position;
    credit--;
    port.postMessage(JSON.stringify(batch.map((stored) => toSent(stored, parseEvent(stored)))));
  }
} finally {
  await log.close();
}
port.postMessage(null);
