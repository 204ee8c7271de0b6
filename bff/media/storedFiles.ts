import { posterIdOf } from '../../domain/post/poster';
import { mediaTypeOfId } from '../../domain/media/mediaIds';
import { PHOTO_RENDITION_WIDTHS, renditionIdOf } from './photoRenditions';

/**
 * Every file stored for an uploaded photo or video, in the order to delete them: a photo's narrower
 * copies or a video's poster frame, then the file itself (written last, deleted last).
 */
export function storedFilesOf(id: string): string[] {
  const type = mediaTypeOfId(id);
  if (type === 'image') return [...PHOTO_RENDITION_WIDTHS.map((width) => renditionIdOf(id, width)), id];
  if (type === 'video') return [posterIdOf(id), id];
  return [id];
}
