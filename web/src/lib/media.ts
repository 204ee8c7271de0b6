import { refusalOf } from './rateLimit';

export interface UploadedMedia {
  id: string;
  url: string;
  mediaType: string;
}

/** A photo's crop box in whole pixels of the upright photo, which the server cuts before storing it. */
export type CropBox = { x: number; y: number; width: number; height: number };

/**
 * Uploads one file to POST /media (multipart field "file", and `crop` for a photo to cut); the
 * session cookie authenticates it. A network failure rejects with fetch's TypeError; a refusal
 * with the server's message (a `Refusal`).
 */
export async function uploadMedia(file: File, fallbackMessage = 'Upload failed', crop: CropBox | null = null): Promise<UploadedMedia> {
  const body = new FormData();
  if (crop) body.append('crop', JSON.stringify(crop));
  body.append('file', file);
  const response = await fetch('/media', { method: 'POST', body, credentials: 'include' });
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  if (!response.ok) {
    throw refusalOf(payload, fallbackMessage);
  }
  const media = payload as Partial<UploadedMedia> | null;
  if (!media || typeof media.id !== 'string') throw new Error(fallbackMessage);
  return { id: media.id, url: String(media.url ?? ''), mediaType: String(media.mediaType ?? '') };
}
