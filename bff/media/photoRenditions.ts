import sharp from 'sharp';
import type { MediaStore } from '../../domain/ports/mediaStore';
import { HttpError } from '../errors';
import { mediaTypeOfId } from '../../domain/media/mediaIds';

/**
 * The narrower copies of a photo a phone may ask for (`/media/{id}?w=750`) instead of the stored
 * 1080 px one: a 412 px wide phone at 1.75x needs about 720 px, and gets it for half the bytes.
 * They are made once, at upload, and stored beside the photo (`{uuid}-w750.jpg`), so that asking
 * for one never makes the server resize anything; a photo no wider, or stored before copies
 * were made, is served as stored.
 */
export const PHOTO_RENDITION_WIDTHS = [750] as const;

export const renditionIdOf = (photoId: string, width: number) => photoId.replace(/\.jpg$/, `-w${width}.jpg`);

/** The width asked for in `?w=`, or null for the stored photo; a width that is not offered is a 400. */
export function requestedWidth(id: string, w: unknown): number | null {
  if (w === undefined) return null;
  const width = Number(w);
  if (mediaTypeOfId(id) !== 'image' || !PHOTO_RENDITION_WIDTHS.includes(width as (typeof PHOTO_RENDITION_WIDTHS)[number]))
    throw new HttpError(400, `Photos are offered ${PHOTO_RENDITION_WIDTHS.join(' or ')} pixels wide (w), or as stored.`);
  return width;
}

/** Makes and stores a new photo's narrower copies (those narrower than it); their ids. */
export async function storePhotoRenditions(photoId: string, photo: Buffer, media: MediaStore): Promise<string[]> {
  const { width: photoWidth = 0 } = await sharp(photo).metadata();
  const stored: string[] = [];
  for (const width of PHOTO_RENDITION_WIDTHS) {
    if (photoWidth <= width) continue;
    const id = renditionIdOf(photoId, width);
    await media.put(id, await sharp(photo).resize({ width }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(), 'image/jpeg');
    stored.push(id);
  }
  return stored;
}
