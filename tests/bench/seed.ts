import path from 'node:path';
import { hashPassword } from '../../bff/auth/password';
import { demoImage } from '../../bff/demo/demoImages';
import { mediaUrl } from '../../domain/media/mediaIds';
import { saveUpload } from '../../bff/media/processUpload';
import { SqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { openDiskMediaStore } from '../../infra/media/diskMediaStore';
import type { Dataset } from './dataset';
import { seedAppends, type StreamAppend } from './seedEvents';

export const SEED_PASSWORD = 'bench-password';
const STREAMS_PER_TRANSACTION = 10_000;
const IMAGES = 6;

/** Writes the dataset into `dataDir` as the server would find it: events.sqlite and media/. */
export async function seedDataDir(dataDir: string, data: Dataset, log: (line: string) => void): Promise<{ events: number; seconds: number }> {
  const started = performance.now();
  const media = await openDiskMediaStore(path.join(dataDir, 'media'));
  const mediaUrls: string[] = [];
  const mediaSizes: { width: number; height: number }[] = [];
  for (let i = 0; i < IMAGES; i++) {
    const { id, width, height } = await saveUpload(await demoImage(i), 'image', media, dataDir);
    mediaUrls.push(mediaUrl(id));
    mediaSizes.push({ width, height });
  }
  // scrypt is deliberately slow: one hash, shared by every seeded user.
  const passwordHash = await hashPassword(SEED_PASSWORD);

  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  let batch: StreamAppend[] = [];
  let events = 0;
  let lastLog = performance.now();
  try {
    for (const append of seedAppends(data, { passwordHash, mediaUrls, mediaSizes })) {
      batch.push(append);
      events += append.events.length;
      if (batch.length < STREAMS_PER_TRANSACTION) continue;
      await store.bulkAppend(batch);
      batch = [];
      if (performance.now() - lastLog > 2000) {
        lastLog = performance.now();
        log(`  seeded ${events.toLocaleString('en-US')} events`);
      }
    }
    if (batch.length) await store.bulkAppend(batch);
  } finally {
    await store.close();
  }
  return { events, seconds: (performance.now() - started) / 1000 };
}
