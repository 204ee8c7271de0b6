import type { Size } from './cropFrame';
import type { Kind } from './uploadChecks';

/**
 * The size of a chosen file as shown, or null when the browser cannot show it. A photo is decoded
 * turned upright by its EXIF orientation, the way the server measures a crop box; a video's size
 * comes from its metadata.
 */
export async function probeMedia(file: File, kind: Kind): Promise<Size | null> {
  if (kind === 'video') return videoSize(file);
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : null;
  } catch {
    return null;
  }
}

function videoSize(file: File): Promise<Size | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (size: Size | null) => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(size);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(video.videoWidth > 0 ? { width: video.videoWidth, height: video.videoHeight } : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}
