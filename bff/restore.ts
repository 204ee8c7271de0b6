import { parseArgs } from 'node:util';
import { BackupError, restoreDataDir } from '../infra/backup/dataDirBackup';
import { dataDirOf } from '../infra/config';

const USAGE = 'Usage: npm run restore -- <backup folder> [--force]   (with the server stopped)';

/** `npm run restore -- <dir>`: puts a backup into the configured data folder; the read models follow on the next start. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const dataDir = dataDirOf();
  const manifest = await restoreDataDir(positionals[0], dataDir, { force: values.force });
  console.log(`Restored ${manifest.events} events and ${manifest.mediaFiles} media files (backup of ${manifest.createdAt}) into ${dataDir}.`);
  console.log(
    process.env.MONGO_URL
      ? 'The read models are in MongoDB: run `npm run replay` before `npm start` to rebuild them from the restored events.'
      : 'The read models are rebuilt from the events on the next start.',
  );
  if (process.env.S3_URL) console.log('Media are served from the S3 bucket (S3_URL), not from the data folder: restore the bucket with its own tools.');
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : `Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
