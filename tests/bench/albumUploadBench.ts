import sharp from 'sharp';
import { sessionToken } from './benchSession';
import type { Dataset } from './dataset';
import { fmt, latencyRow, type Row } from './report';

/** Uploads of each kind, taken in turn so that both meet the same server. */
const ROUNDS = 8;
const ALBUM_ITEMS = 10;
/** Issue 22: a 10-photo album may take at most 4 times a one-photo post. */
export const ALBUM_UPLOAD_TARGET_RATIO = 4;

export type AlbumUploadFigures = { onePhotoMs: number; albumMs: number; errors: number; firstError: string | null };

/** A photo as a phone sends it (12 MP would pass the 10 MB limit only barely; this is a typical 3 MP one), each a little different. */
const phonePhoto = (i: number) =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 100 + i * 10, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * POST /api/posts with one photo, then with ten (each with an alt text), in turn, by one seeded
 * person: the time from sending to the answer, the ten checked, stripped and resized one after
 * another on the server as every upload is. Each post is deleted once answered.
 */
export async function benchAlbumUpload(port: number, data: Dataset, secret: string): Promise<AlbumUploadFigures> {
  const token = sessionToken(secret, data.userIds[0]);
  const photos = await Promise.all(Array.from({ length: ALBUM_ITEMS }, (_, i) => phonePhoto(i)));
  let errors = 0;
  let firstError: string | null = null;
  const post = async (count: number): Promise<number> => {
    const form = new FormData();
    for (const [i, photo] of photos.slice(0, count).entries()) {
      form.append('media', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo${i}.jpg`);
      form.append('alt', `Photo ${i + 1} of the bench`);
    }
    form.append('caption', `Bench upload of ${count}`);
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/posts`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 201) {
      errors++;
      firstError ??= `${res.status} ${body.slice(0, 200)}`;
      return ms;
    }
    // Deleted again, untimed, so that a kept data folder (BENCH_DATA_DIR) does not gather a run's
    // albums at the top of its followers' feeds, which the next run's album feed would measure.
    const deleted = await fetch(`http://127.0.0.1:${port}/api/posts/${JSON.parse(body).id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!deleted.ok) {
      errors++;
      firstError ??= `deleting the upload: ${deleted.status} ${(await deleted.text()).slice(0, 200)}`;
    }
    return ms;
  };
  await post(1);
  await post(ALBUM_ITEMS);
  const one: number[] = [];
  const album: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    one.push(await post(1));
    album.push(await post(ALBUM_ITEMS));
  }
  return { onePhotoMs: median(one), albumMs: median(album), errors, firstError };
}

export function albumUploadRows(figures: AlbumUploadFigures): Row[] {
  return [
    {
      ...latencyRow('upload: a 10-photo album, median (baseline: one photo)', figures.albumMs, figures.onePhotoMs),
      target: `<= ${ALBUM_UPLOAD_TARGET_RATIO}x`,
      pass: figures.errors === 0 && figures.albumMs <= ALBUM_UPLOAD_TARGET_RATIO * figures.onePhotoMs,
    },
  ];
}

/** Under the table: the uploads that failed, if any. */
export function printAlbumUploadNotes(figures: AlbumUploadFigures): void {
  if (figures.errors) console.log(`  album uploads: ${figures.errors} errors, first: ${figures.firstError}`);
  else console.log(`  album uploads: one photo ${fmt.ms(figures.onePhotoMs)}, ten photos ${fmt.ms(figures.albumMs)}`);
}
