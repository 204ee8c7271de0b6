import type { ApolloCache } from '@apollo/client';

/**
 * The last feed the user loaded, kept on the device so that the installed app opens offline
 * with it. The whole normalized cache is saved (the feed's posts reference their authors), at
 * most about 1.5 MB of text; it is read back only when the server cannot be reached, so online
 * nothing stale is ever shown, and it is forgotten on log out.
 */
const KEY = 'offlineSnapshot';
const MAX_CHARS = 1_500_000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveOfflineSnapshot(cache: ApolloCache): void {
  try {
    const text = JSON.stringify(cache.extract());
    if (text.length <= MAX_CHARS) storage()?.setItem(KEY, text);
  } catch {
    // Storage full or unavailable: the app simply opens without a feed when offline.
  }
}

/** Puts the saved snapshot back into the cache; false when there is none (or it is corrupt). */
export function restoreOfflineSnapshot(cache: ApolloCache): boolean {
  const text = storage()?.getItem(KEY);
  if (!text) return false;
  try {
    cache.restore(JSON.parse(text));
    return true;
  } catch {
    storage()?.removeItem(KEY);
    return false;
  }
}

export function clearOfflineSnapshot(): void {
  storage()?.removeItem(KEY);
}
