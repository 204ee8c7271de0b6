/**
 * Photos and videos shared into Glimpse from the phone (the manifest's share_target): the service
 * worker takes the POST and keeps them here, in Cache Storage, then sends the page to Upload,
 * which takes them out. They wait there across a sign-in: a person shared while signed out finds
 * them on Upload once signed in. One share at a time: a new one replaces the one before.
 */
export const SHARE_TARGET_PATH = '/share-target';
/** The form field the manifest names for the files. */
export const SHARED_FILES_FIELD = 'media';
/** Where the service worker sends the page after a share: Upload, told to take the files. */
export const SHARED_UPLOAD_PATH = '/upload?shared=1';

const CACHE = 'glimpse-shared';
const META = '/shared/meta';
const fileKey = (index: number) => `/shared/file-${index}`;

type Meta = { caption: string; files: { name: string; type: string; lastModified: number }[] };

/** What a person shares: the files, and the title, text and link the other app gave, as a caption. */
export type Shared = { files: File[]; caption: string };

/** The caption from what the sharing app sent besides the files: title, text and link, each once. */
export function sharedCaption(parts: (string | null)[]): string {
  const texts = parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');
  return [...new Set(texts)].join('\n');
}

/** Keeps a share's files and caption (in the service worker), replacing any earlier share. */
export async function keepShared({ files, caption }: Shared): Promise<void> {
  await caches.delete(CACHE);
  const cache = await caches.open(CACHE);
  await Promise.all(files.map((file, index) => cache.put(fileKey(index), new Response(file, { headers: { 'content-type': file.type } }))));
  const meta: Meta = { caption, files: files.map(({ name, type, lastModified }) => ({ name, type, lastModified })) };
  await cache.put(META, new Response(JSON.stringify(meta), { headers: { 'content-type': 'application/json' } }));
}

/** Takes out the share waiting for Upload (in the page): null when there is none. */
export async function takeShared(): Promise<Shared | null> {
  if (typeof caches === 'undefined' || !(await caches.has(CACHE))) return null;
  const cache = await caches.open(CACHE);
  const metaResponse = await cache.match(META);
  if (!metaResponse) return null;
  const meta = (await metaResponse.json()) as Meta;
  const files: File[] = [];
  for (const [index, { name, type, lastModified }] of meta.files.entries()) {
    const stored = await cache.match(fileKey(index));
    if (stored) files.push(new File([await stored.blob()], name, { type, lastModified }));
  }
  await caches.delete(CACHE);
  return { files, caption: meta.caption };
}

/** Forgets a share no one took (on sign-out: the next person on this phone must not find it). */
export async function forgetShared(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(CACHE);
}
