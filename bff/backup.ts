import { parseArgs } from 'node:util';
import { BackupError, backupDataDir } from '../infra/backup/dataDirBackup';
import { dataDirOf } from '../infra/config';

const USAGE = 'Usage: npm run backup -- <empty folder for the backup>';

/**
 * `npm run backup -- <dir>`: a consistent copy of the data folder's event store, key store,
 * media and secrets, taken while the server runs. EventStoreDB and MongoDB have their own tools.
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  if (process.env.EVENTSTORE_URL)
    throw new BackupError(
      'The events are in EventStoreDB (EVENTSTORE_URL): back them up with its own backup, and the key store with mongodump (see docs/operations.md).',
    );
  const dataDir = dataDirOf();
  const started = performance.now();
  const manifest = await backupDataDir(dataDir, positionals[0]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backed up ${manifest.events} events and ${manifest.mediaFiles} media files from ${dataDir} to ${positionals[0]} in ${seconds} s.`);
  if (process.env.S3_URL)
    console.log(
      'The media are in the S3 bucket (S3_URL), not in this backup: keep the bucket with its own tools (versioning, replication; see docs/operations.md).',
    );
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : `Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
