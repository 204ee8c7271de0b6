import { posterIdOf } from '../../domain/post/poster';
import { mediaTypeOfId } from './mediaIds';
import { PHOTO_RENDITION_WIDTHS, renditionIdOf } from './photoRenditions';

/** Every file stored for an uploaded photo or video: itself, a photo's narrower copies, a video's poster frame. */
export function storedFilesOf(id: string): string[] {
  const type = mediaTypeOfId(id);
  if (type === 'image') return [id, ...PHOTO_RENDITION_WIDTHS.map((width) => renditionIdOf(id, width))];
  if (type === 'video') return [id, posterIdOf(id)];
  return [id];
}
