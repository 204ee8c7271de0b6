import { mediaTypeOfId } from '../../domain/media/mediaIds';

// What the server writes itself: photos re-encoded as JPEG, videos re-muxed (see processUpload).
const producedTypes = { image: new Set(['image/jpeg']), video: new Set(['video/mp4', 'video/webm', 'video/quicktime']) };

/** Whether these bytes are a photo or video this server produced, under an id it gave them. */
export function isServerProducedMedia(id: string, contentType: string): boolean {
  const kind = mediaTypeOfId(id);
  return kind !== null && producedTypes[kind].has(contentType);
}

/**
 * Headers that keep stored bytes from ever being rendered as a page of this site: the browser
 * may not guess another type, anything the server did not produce itself is a download, and
 * even opened on its own a file runs no script and loads nothing (a sandboxed, empty policy).
 */
export function mediaHeaders(id: string, contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': isServerProducedMedia(id, contentType) ? 'inline' : `attachment; filename="${id.replace(/[^A-Za-z0-9.-]/g, '_')}"`,
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
}
