/** Media ids are `{uuid}.{ext}`; the extension tells a photo from a video. */
const videoExtensions = new Set(['mp4', 'webm', 'mov']);
const imageExtensions = new Set(['jpg']);

export function mediaTypeOfId(id: string): 'image' | 'video' | null {
  const match = /^[0-9a-f-]{36}\.([a-z0-9]+)$/.exec(id);
  if (!match) return null;
  if (imageExtensions.has(match[1])) return 'image';
  if (videoExtensions.has(match[1])) return 'video';
  return null;
}

export const mediaUrl = (id: string) => `/media/${id}`;

/** The media id of a `/media/{id}` URL, or null for any other URL. */
export const mediaIdOfUrl = (url: string): string | null => (url.startsWith('/media/') ? url.slice('/media/'.length) : null);
