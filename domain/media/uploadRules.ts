/**
 * What an upload may be, read by the server (bff/media/processUpload.ts, by the file's bytes) and
 * by the page before anything is sent (by the type the browser names), so both say the same.
 */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;

export const PHOTO_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
export const VIDEO_TYPES: Readonly<Record<string, 'mp4' | 'webm' | 'mov'>> = { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' };

/** The ends of the refusals of an album's item, after its name ('Photo 3 ', or a file's name in the page). */
export const PHOTO_TOO_LARGE = 'is too large: photos must be at most 10 MB.';
export const VIDEO_TOO_LARGE = 'is too large: videos must be at most 50 MB.';
export const NOT_PHOTO_OR_VIDEO = 'is not a photo or a video: please choose a JPEG, PNG, WebP, GIF, MP4, WebM or MOV file.';
