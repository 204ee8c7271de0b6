import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import {
  IMAGE_MAX_BYTES,
  NOT_PHOTO_OR_VIDEO,
  PHOTO_TOO_LARGE,
  PHOTO_TYPES,
  VIDEO_MAX_BYTES,
  VIDEO_TOO_LARGE,
  VIDEO_TYPES,
} from '../../domain/media/uploadRules';
import type { MediaStore } from '../../domain/ports/mediaStore';
import { posterIdOf } from '../../domain/post/poster';
import { HttpError } from '../errors';
import { type CropBox, checkCropInside } from './cropBox';
import { storePhotoRenditions } from './photoRenditions';
import { noteStoredMedia } from './uploadRollback';
import { processVideo } from './videoProcessing';

const MAX_WIDTH = 1080;

export type Accept = 'image' | 'image-or-video';
/** A stored photo or video: `width` and `height` as shown (a video's: its poster frame's, videoProcessing.ts). */
export type SavedMedia = { id: string; mediaType: 'image' | 'video'; width: number; height: number };

/**
 * `item`: the file's place in an album (from 0), so that a refusal names it ('Photo 3 could not be
 * read'); a lone file's refusals say 'This image' as they always have.
 */
export type UploadOptions = { item?: number; crop?: CropBox | null };

/** 'the photo', or 'photo 3' in an album: for the middle of a sentence. */
export const photoName = (options: UploadOptions) => (options.item === undefined ? 'the photo' : `photo ${options.item + 1}`);

/** A refusal's message: `alone` for a lone file, else the item named, e.g. 'Photo 3 ' + `inAlbum`. */
const said = (options: UploadOptions, kind: 'Photo' | 'Video' | 'File', alone: string, inAlbum: string) =>
  options.item === undefined ? alone : `${kind} ${options.item + 1} ${inAlbum}`;

/** An upload as it arrived: a file in the scratch folder (a request's), or bytes in hand (demo content). */
export type UploadSource = { path: string; size: number } | Buffer;

const sizeOf = (source: UploadSource) => (Buffer.isBuffer(source) ? source.length : source.size);
const typeOf = (source: UploadSource) => (Buffer.isBuffer(source) ? fileTypeFromBuffer(source) : fileTypeFromFile(source.path));

/**
 * Checks an upload by its bytes, never its name. Photos are re-encoded (at most 1080 px wide,
 * turned upright, metadata such as GPS dropped) and get narrower copies for phones; videos are
 * re-muxed without their metadata and get a JPEG poster frame stored beside them (`{id}.jpg`).
 * What goes with a file is written before it, so that a stored file always has its companions.
 * Neither kind is ever held whole in memory but a photo's decoded pixels.
 */
export async function saveUpload(
  source: UploadSource | undefined,
  accept: Accept,
  media: MediaStore,
  scratch: string,
  options: UploadOptions = {},
): Promise<SavedMedia> {
  if (!source || sizeOf(source) === 0) throw new HttpError(400, said(options, 'File', 'No file selected', 'is empty.'));
  const type = await typeOf(source);
  const videoExtension = type && accept === 'image-or-video' ? VIDEO_TYPES[type.mime] : undefined;
  if (videoExtension) {
    if (options.crop) throw new HttpError(400, said(options, 'Video', 'Videos cannot be cropped.', 'cannot be cropped: only photos can.'));
    if (sizeOf(source) > VIDEO_MAX_BYTES) throw new HttpError(413, said(options, 'Video', 'File too large: videos must be at most 50MB.', VIDEO_TOO_LARGE));
    return saveVideo(source, videoExtension, type!.mime, media, scratch, options);
  }
  if (!type || !PHOTO_TYPES.has(type.mime))
    throw new HttpError(
      400,
      accept === 'image'
        ? 'Please choose an image file (JPEG, PNG, WebP or GIF).'
        : said(options, 'File', 'Please choose a photo or a video (JPEG, PNG, WebP, GIF, MP4, WebM or MOV).', NOT_PHOTO_OR_VIDEO),
    );
  if (sizeOf(source) > IMAGE_MAX_BYTES) throw new HttpError(413, said(options, 'Photo', 'File too large: images must be at most 10MB.', PHOTO_TOO_LARGE));
  const input = Buffer.isBuffer(source) ? source : source.path;
  const upright = options.crop ? await uprightSize(input, options) : null;
  if (options.crop && upright) checkCropInside(options.crop, upright.width, upright.height, photoName(options));
  let photo: { data: Buffer; info: OutputInfo };
  try {
    // Cut before anything is stored: the part cropped away is never kept, at any size.
    const turned = sharp(input).rotate();
    const { crop } = options;
    photo = await (crop ? turned.extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height }) : turned)
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(
      400,
      said(options, 'Photo', 'This image could not be read. Please choose another file.', 'could not be read. Please choose another file.'),
    );
  }
  const id = `${randomUUID()}.jpg`;
  // The narrower copies first, as a video's poster: a stored photo always has its copies.
  for (const copy of await storePhotoRenditions(id, photo.data, media)) noteStoredMedia(copy);
  await media.put(id, photo.data, 'image/jpeg');
  noteStoredMedia(id);
  return { id, mediaType: 'image', width: photo.info.width, height: photo.info.height };
}

/** A photo's size as shown (EXIF orientations 5 to 8 turn it a quarter), which its crop box is measured in. */
async function uprightSize(input: Buffer | string, options: UploadOptions): Promise<{ width: number; height: number }> {
  const { width, height, orientation } = await sharp(input)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined, orientation: undefined }));
  if (!width || !height)
    throw new HttpError(
      400,
      said(options, 'Photo', 'This image could not be read. Please choose another file.', 'could not be read. Please choose another file.'),
    );
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

async function saveVideo(
  source: UploadSource,
  extension: 'mp4' | 'webm' | 'mov',
  mime: string,
  media: MediaStore,
  scratch: string,
  options: UploadOptions,
): Promise<SavedMedia> {
  const inHand = Buffer.isBuffer(source) ? await mkdtemp(path.join(scratch, 'upload-')) : null;
  try {
    const input = inHand ? path.join(inHand, `in.${extension}`) : (source as { path: string }).path;
    if (inHand) await writeFile(input, source as Buffer);
    const processed = await processVideo(input, extension, scratch).catch((error: unknown) => {
      if (!(error instanceof HttpError) || options.item === undefined || error.status !== 400) throw error;
      throw new HttpError(400, said(options, 'Video', error.message, 'could not be processed. Please choose another file (MP4, WebM or MOV).'));
    });
    try {
      const id = `${randomUUID()}.${extension}`;
      await media.putFile(posterIdOf(id), processed.poster, 'image/jpeg');
      noteStoredMedia(posterIdOf(id));
      await media.putFile(id, processed.video, mime);
      noteStoredMedia(id);
      return { id, mediaType: 'video', width: processed.width, height: processed.height };
    } finally {
      await processed.dispose();
    }
  } finally {
    if (inHand) await rm(inHand, { recursive: true, force: true });
  }
}
