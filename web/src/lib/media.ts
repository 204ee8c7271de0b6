export interface UploadedMedia {
  id: string;
  url: string;
  mediaType: string;
}

/** Uploads one file to POST /media (multipart field "file"); the session cookie authenticates it. */
export async function uploadMedia(file: File, fallbackMessage = 'Upload failed'): Promise<UploadedMedia> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/media', { method: 'POST', body, credentials: 'include' });
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  if (!response.ok) {
    const message = payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string' ? payload.message : fallbackMessage;
    throw new Error(message);
  }
  const media = payload as Partial<UploadedMedia> | null;
  if (!media || typeof media.id !== 'string') throw new Error(fallbackMessage);
  return { id: media.id, url: String(media.url ?? ''), mediaType: String(media.mediaType ?? '') };
}
