/**
 * The widths the server offers a stored photo in: as stored (at most 1080 px), or 750 px wide on
 * `?w=750` (bff/media/photoRenditions.ts). A phone picks the one its screen needs: about half the
 * bytes on most. Plain data and string work: the build's first-data script uses it too.
 */
export const STORED_PHOTO_WIDTH = 1080;
export const NARROW_PHOTO_WIDTH = 750;

/** A feed photo spans the app's column (470 px at most, the whole screen on a phone). */
export const FEED_PHOTO_SIZES = '(max-width: 470px) 100vw, 470px';

/** A photo this server stored (whose narrower copy it offers). */
export const STORED_PHOTO = /^\/media\/[0-9a-f-]{36}\.jpg$/;

/** The srcset of a photo this server stored; undefined for any other URL (shown as it is). */
export function photoSrcSet(url: string): string | undefined {
  if (!STORED_PHOTO.test(url)) return undefined;
  return `${url}?w=${NARROW_PHOTO_WIDTH} ${NARROW_PHOTO_WIDTH}w, ${url} ${STORED_PHOTO_WIDTH}w`;
}
