import { createHmac } from 'node:crypto';
import { readConfig } from '../../infra/config';
import { openEventLogReader } from '../../infra/eventLogReader';
import { parseExportArgs, UsageError } from './cliArgs';
import { exportEvents, printStream } from './exportEvents';

const USAGE = `Usage:
  npm run events -- export [--type T[,T...]] [--stream PREFIX] [--since ISO] [--until ISO] [--from POSITION]
  npm run events -- stream <streamId>`;

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** `npm run events`: the event history as NDJSON for analysts, without anyone's private data. */
async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (command !== 'export' && command !== 'stream') throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  const exportOptions = command === 'export' ? parseExportArgs(rest) : null;
  if (command === 'stream' && rest.length !== 1) throw new UsageError('stream takes exactly one stream id');

  const config = readConfig();
  const secret = config.jwtSecret;
  const pseudonym = (value: string) => createHmac('sha256', secret).update(value).digest('hex').slice(0, 16);
  const reader = await openEventLogReader(config).catch((error) => {
    throw new Error(`Could not open the event store in ${config.dataDir}: ${error instanceof Error ? error.message : error}`);
  });
  try {
    if (exportOptions) {
      const totals = await exportEvents(reader, { ...exportOptions, pseudonym }, process.stdout, process.stderr);
      const rate = totals.read / Math.max(totals.seconds, 0.001);
      console.error(`Exported ${count(totals.written)} of ${count(totals.read)} events in ${totals.seconds.toFixed(1)} s (${count(rate)} events/s read)`);
    } else {
      const n = await printStream(reader, rest[0], pseudonym, process.stdout);
      console.error(n === 0 ? `No stream "${rest[0]}"` : `${count(n)} events in ${rest[0]}`);
    }
  } finally {
    await reader.close();
  }
}

// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : `events: ${error instanceof Error ? error.message : error}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
