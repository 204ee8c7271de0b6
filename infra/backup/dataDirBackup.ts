import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openSqlite } from '../sqlite/sqlite';

/** Written last: a folder without it is an interrupted backup and is never restored. */
export const MANIFEST = 'glimpse-backup.json';
const EVENTS = 'events.sqlite';
const KEYS = 'keys.sqlite';
const SECRETS = 'secrets.json';
const MEDIA = 'media';

export type BackupManifest = { format: 1; createdAt: string; events: number; lastPosition: number; mediaFiles: number };

/** A problem the operator can fix; its message says how. */
export class BackupError extends Error {}

const entriesOf = (folder: string) => readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** SQLite's online backup: a consistent copy of the file as of one transaction, while the server keeps writing. */
async function backupSqlite(from: string, to: string): Promise<void> {
  const db = openSqlite(from, { readonly: true, fileMustExist: true });
  try {
    await db.backup(to);
  } finally {
    db.close();
  }
}

/**
 * Copies the event store, the key store, the media and the secrets of `dataDir` into the empty
 * folder `target`, while the server runs. The order makes the copy consistent: the events first,
 * then the keys (a key is made before the first event that needs it, so every copied event finds
 * its key), then the media (a file is written before the event naming it). The read models are
 * not copied: a restored folder rebuilds them from its events on its first start.
 */
export async function backupDataDir(dataDir: string, target: string): Promise<BackupManifest> {
  if (!(await exists(path.join(dataDir, EVENTS)))) throw new BackupError(`${dataDir} holds no Glimpse event store (${EVENTS}); check DATA_DIR.`);
  if ((await entriesOf(target)).length > 0) throw new BackupError(`${target} is not empty; back up into a new folder.`);
  await mkdir(path.join(target, MEDIA), { recursive: true });

  await backupSqlite(path.join(dataDir, EVENTS), path.join(target, EVENTS));
  if (await exists(path.join(dataDir, KEYS))) await backupSqlite(path.join(dataDir, KEYS), path.join(target, KEYS));
  let mediaFiles = 0;
  for (const name of await entriesOf(path.join(dataDir, MEDIA))) {
    if (name.endsWith('.tmp')) continue; // an upload still being written: not yet named by any event
    try {
      await copyFile(path.join(dataDir, MEDIA, name), path.join(target, MEDIA, name));
      mediaFiles++;
    } catch (error) {
      // Deleted since the listing (its post was deleted): not needed.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  if (await exists(path.join(dataDir, SECRETS))) await copyFile(path.join(dataDir, SECRETS), path.join(target, SECRETS));

  const copy = openSqlite(path.join(target, EVENTS), { readonly: true });
  const { events, last } = copy.prepare('SELECT COUNT(*) AS events, COALESCE(MAX(position), 0) AS last FROM events').get() as { events: number; last: number };
  copy.close();
  const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), events, lastPosition: last, mediaFiles };
  await writeFile(path.join(target, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

export async function readManifest(backup: string): Promise<BackupManifest> {
  try {
    return JSON.parse(await readFile(path.join(backup, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${backup} is not a complete Glimpse backup (no ${MANIFEST}); was the backup interrupted?`);
  }
}

/**
 * Puts a backup into `dataDir`, which must be empty unless `force` (then everything in it is
 * replaced). Stop the server first: it would keep writing the files being replaced.
 */
export async function restoreDataDir(backup: string, dataDir: string, options: { force: boolean }): Promise<BackupManifest> {
  const manifest = await readManifest(backup);
  const present = await entriesOf(dataDir);
  if (present.length > 0 && !options.force)
    throw new BackupError(
      `${dataDir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', ...' : ''}). Stop the server, then run the restore again with --force to replace its data with the backup.`,
    );
  await mkdir(dataDir, { recursive: true });
  for (const name of present) await rm(path.join(dataDir, name), { recursive: true, force: true });

  await mkdir(path.join(dataDir, MEDIA), { recursive: true });
  for (const name of await entriesOf(path.join(backup, MEDIA))) await copyFile(path.join(backup, MEDIA, name), path.join(dataDir, MEDIA, name));
  for (const file of [SECRETS, KEYS]) if (await exists(path.join(backup, file))) await copyFile(path.join(backup, file), path.join(dataDir, file));
  // The events last, whole or not at all: a restore cut short leaves no event store beside the rest.
  await copyFile(path.join(backup, EVENTS), path.join(dataDir, `${EVENTS}.restoring`));
  await rename(path.join(dataDir, `${EVENTS}.restoring`), path.join(dataDir, EVENTS));
  return manifest;
}
