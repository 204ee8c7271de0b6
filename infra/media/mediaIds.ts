import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

const SAFE_ID = /^[A-Za-z0-9-]+\.[a-z0-9]+$/;

/** A name with no path in it (so it can be neither a file elsewhere nor another object's key), and an extension. */
export const isSafeMediaId = (id: string): boolean => SAFE_ID.test(id);

/** The type every store serves a media file as, from its id's extension: undefined for one no upload makes. */
export const contentTypeOf = (id: string): string | undefined => contentTypes[path.extname(id)];
