/**
 * What the client keeps in localStorage. There is no token: the session is an httpOnly cookie
 * set by the server, so only the user object and a few flags live here.
 */
export const STORAGE_KEYS = {
  user: 'user',
  visited: 'visited',
  firstSignup: 'firstSignup',
  installPromptDismissed: 'installPromptDismissed',
} as const;

export interface StoredUser {
  id: string;
  username: string;
  email?: string;
  fullName?: string | null;
  bio?: string | null;
  avatar?: string | null;
  isAdmin: boolean;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadUser(): StoredUser | null {
  const storage = safeStorage();
  const raw = storage?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser> | null;
    if (value && typeof value.id === 'string' && typeof value.username === 'string') {
      return { ...value, isAdmin: Boolean(value.isAdmin) } as StoredUser;
    }
  } catch {
    // corrupt saved data is discarded below
  }
  storage?.removeItem(STORAGE_KEYS.user);
  return null;
}

export function saveUser(user: StoredUser): void {
  const { id, username, email, fullName, bio, avatar, isAdmin } = user;
  safeStorage()?.setItem(STORAGE_KEYS.user, JSON.stringify({ id, username, email, fullName, bio, avatar, isAdmin }));
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
