import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from '../../domain/ports/eventStore';
import { openSqliteEventStore } from '../../infra/eventstore/sqliteEventStore';

/**
 * A process appending to an event log file that others append to at the same time, as the
 * workers of WORKERS=N do: `count` events to a stream of its own and `count` to one shared by
 * all, the shared one with the expected revision it read (folding again on a conflict).
 * Usage: node --import tsx/esm tests/support/sharedLogAppender.ts FILE NAME COUNT
 */
const [file, name, count] = process.argv.slice(2);
const store = openSqliteEventStore(file);
const event = (n: number) => {
  const id = randomUUID();
  return { id, type: 'Counted', data: { by: name, n }, metadata: { commandId: id, correlationId: id, causationId: id, at: new Date(0).toISOString() } };
};
let conflicts = 0;
for (let n = 0; n < Number(count); n++) {
  await store.append(`own-${name}`, [event(n)], n === 0 ? 'no_stream' : n - 1);
  for (;;) {
    const last = (await store.readStream('shared')).at(-1)?.revision;
    try {
      await store.append('shared', [event(n)], last === undefined ? 'no_stream' : last);
      break;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      conflicts++;
    }
  }
}
await store.close();
console.log(JSON.stringify({ name, conflicts }));
