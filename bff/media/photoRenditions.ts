import sharp from 'sharp';
import { HttpError } from '../errors';
import { mediaTypeOfId } from './mediaIds';

/**
 * The narrower copies of a photo a phone may ask for (`/media/{id}?w=750`) instead of the stored
 * 1080 px one: a 412 px wide phone at 1.75x needs about 720 px, and gets it for half the bytes.
 * One width only: arbitrary widths would let anyone make the server resize on demand at will.
 */
export const PHOTO_RENDITION_WIDTHS = [750] as const;

// Made from the stored photo on first request and kept in memory (never written to the data
// folder: deleting the photo leaves no copy behind, and a deleted photo is never served, since
// the stored file is looked up first).
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, Buffer>();
let cachedBytes = 0;

/** The width asked for in `?w=`, or null for the stored photo; a width that is not offered is a 400. */
export function requestedWidth(id: string, w: unknown): number | null {
  if (w === undefined) return null;
  const width = Number(w);
  if (mediaTypeOfId(id) !== 'image' || !PHOTO_RENDITION_WIDTHS.includes(width as (typeof PHOTO_RENDITION_WIDTHS)[number]))
    throw new HttpError(400, `Photos are offered ${PHOTO_RENDITION_WIDTHS.join(' or ')} pixels wide (w), or as stored.`);
  return width;
}

/** The stored photo at most `width` pixels wide (the stored bytes themselves when it is no wider). */
export async function photoAtWidth(id: string, stored: Buffer, width: number): Promise<Buffer> {
  const key = `${id}@${width}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key); // most recently used last
    cache.set(key, hit);
    return hit;
  }
  const { width: storedWidth = 0 } = await sharp(stored).metadata();
  if (storedWidth <= width) return stored;
  const resized = await sharp(stored).resize({ width }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  cache.set(key, resized);
  cachedBytes += resized.length;
  for (const [oldest, bytes] of cache) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= bytes.length;
  }
  return resized;
}

/** Makes a new photo's narrower copies in the background, so that its first viewer does not wait for them. */
export function preparePhotoRenditions(id: string, stored: Buffer): void {
  for (const width of PHOTO_RENDITION_WIDTHS) photoAtWidth(id, stored, width).catch(() => undefined);
}
