import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { EventLogReader } from '../../infra/eventstore/sqliteEventReader';
import { matchesFilter, type EventFilter } from '../../projections/analytics/eventFilter';
import { toPublicEvent } from '../../projections/analytics/publicEvent';

const PAGE = 2000;
const PROGRESS_EVERY_MS = 2000;

export type ExportTotals = { read: number; written: number; seconds: number };

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * Writes every event after `from` that passes the filter to `out` as NDJSON, in global order, a
 * page at a time and waiting for `out` to drain, so memory stays flat however long the log. Reads
 * up to the head as it stood at the start, so a running server's new writes do not keep it going.
 */
export async function exportEvents(
  reader: EventLogReader,
  { filter, from, pseudonym }: { filter: EventFilter; from: number; pseudonym: (value: string) => string },
  out: Writable,
  progress: Writable,
): Promise<ExportTotals> {
  const started = performance.now();
  const head = await reader.headPosition();
  let after = from;
  let read = 0;
  let written = 0;
  let lastReport = started;
  while (after < head) {
    const page = await reader.readAll(after, PAGE);
    if (page.length === 0) break;
    let lines = '';
    for (const event of page) {
      if (event.position > head) break;
      read++;
      if (!matchesFilter(event, filter)) continue;
      lines += `${JSON.stringify(toPublicEvent(event, pseudonym))}\n`;
      written++;
    }
    after = page[page.length - 1].position;
    if (lines && !out.write(lines)) await once(out, 'drain');
    const now = performance.now();
    if (now - lastReport >= PROGRESS_EVERY_MS) {
      progress.write(`  ${count(read)} events read (position ${count(after)} of ${count(head)}), ${count(written)} written\n`);
      lastReport = now;
    }
  }
  return { read, written, seconds: (performance.now() - started) / 1000 };
}

/** Prints one stream's history, the same shape as an export. */
export async function printStream(reader: EventLogReader, stream: string, pseudonym: (value: string) => string, out: Writable): Promise<number> {
  const events = await reader.readStream(stream);
  for (const event of events) if (!out.write(`${JSON.stringify(toPublicEvent(event, pseudonym))}\n`)) await once(out, 'drain');
  return events.length;
}
