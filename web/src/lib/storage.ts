import type { Viewer } from '../auth/viewer';

/**
 * What the client keeps in localStorage. There is no token: the session is an httpOnly cookie
 * set by the server. The user object is who is signed in, copied from the Apollo cache (the one
 * the app reads) each time it changes there, and read back only to open the app offline.
 */
export const STORAGE_KEYS = {
  user: 'user',
  visited: 'visited',
  firstSignup: 'firstSignup',
  installPromptDismissed: 'installPromptDismissed',
} as const;

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The saved user, or null when there is none or it is corrupt (then it is discarded). A field an older version did not save reads as empty. */
export function loadUser(): Viewer | null {
  const storage = safeStorage();
  const raw = storage?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (value && typeof value.id === 'string' && typeof value.username === 'string') {
      return {
        id: value.id,
        username: value.username,
        email: text(value.email) ?? '',
        emailVerified: Boolean(value.emailVerified),
        fullName: text(value.fullName),
        bio: text(value.bio),
        avatar: text(value.avatar),
        isAdmin: Boolean(value.isAdmin),
        postsCount: count(value.postsCount),
        followersCount: count(value.followersCount),
        followingCount: count(value.followingCount),
        isPrivate: Boolean(value.isPrivate),
        language: text(value.language),
      };
    }
  } catch {
    // corrupt saved data is discarded below
  }
  storage?.removeItem(STORAGE_KEYS.user);
  return null;
}

export function saveUser(user: Viewer): void {
  const { id, username, email, fullName, bio, avatar, isAdmin, postsCount, followersCount, followingCount, language } = user;
  safeStorage()?.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ id, username, email, fullName, bio, avatar, isAdmin, postsCount, followersCount, followingCount, language }),
  );
}

export function clearUser(): void {
  const storage = safeStorage();
  storage?.removeItem(STORAGE_KEYS.user);
  storage?.removeItem(STORAGE_KEYS.firstSignup);
}

export function hasVisited(): boolean {
  return safeStorage()?.getItem(STORAGE_KEYS.visited) === 'true';
}

export function markVisited(): void {
  safeStorage()?.setItem(STORAGE_KEYS.visited, 'true');
}

export function markFirstSignup(): void {
  safeStorage()?.setItem(STORAGE_KEYS.firstSignup, 'true');
}

export function isFirstSignup(): boolean {
  return safeStorage()?.getItem(STORAGE_KEYS.firstSignup) === 'true';
}

export function clearFirstSignup(): void {
  safeStorage()?.removeItem(STORAGE_KEYS.firstSignup);
}

export function isInstallPromptDismissed(): boolean {
  return safeStorage()?.getItem(STORAGE_KEYS.installPromptDismissed) === 'true';
}

export function dismissInstallPrompt(): void {
  safeStorage()?.setItem(STORAGE_KEYS.installPromptDismissed, 'true');
}
