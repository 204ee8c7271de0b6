import type { ApolloCache } from '@apollo/client';

/**
 * The last feed the user loaded, kept on the device so that the installed app opens with it. The
 * whole normalized cache is saved (the feed's posts reference their authors), at most about 1.5 MB
 * of text, and forgotten on log out. It is read back whole when the server cannot be reached; and,
 * its feed alone, when a returning visitor opens the feed: shown at once, then replaced by the
 * server's answer (AuthProvider's resumeSavedSession).
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

type Snapshot = Record<string, Record<string, unknown> | undefined>;

function readSnapshot(): Snapshot | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as Snapshot;
  } catch {
    storage()?.removeItem(KEY);
    return null;
  }
}

/** Puts the saved snapshot back into the cache; false when there is none (or it is corrupt). */
export function restoreOfflineSnapshot(cache: ApolloCache): boolean {
  const snapshot = readSnapshot();
  if (!snapshot) return false;
  cache.restore(snapshot);
  return true;
}

/**
 * Puts back the saved feed alone (its pages and what their posts reference), for a returning
 * visitor to see at once while the server is asked again: every other query (the unread counts,
 * a profile) still asks the server first, as it would without it. False when there is none.
 */
export function restoreLastFeed(cache: ApolloCache): boolean {
  const snapshot = readSnapshot();
  const root = snapshot?.ROOT_QUERY;
  if (!snapshot || !root) return false;
  const feed = Object.entries(root).filter(([field]) => field === '__typename' || /^feed[(:]|^feed$/.test(field));
  if (feed.length < 2) return false;
  cache.restore({ ...snapshot, ROOT_QUERY: Object.fromEntries(feed) });
  // What only the other queries referenced goes.
  cache.gc();
  return true;
}

export function clearOfflineSnapshot(): void {
  storage()?.removeItem(KEY);
}
