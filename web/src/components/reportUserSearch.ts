export type FoundUser = { id: string; username: string; fullName?: string | null; avatar?: string | null };

export const SEARCH_MIN_CHARS = 2;
const CACHE_MS = 5 * 60_000;
const cache = new Map<string, { at: number; users: FoundUser[] }>();

/** GET /api/users/search?q= (2 or more characters), each query's answer kept for 5 minutes. */
export async function searchUsers(query: string, now = Date.now()): Promise<FoundUser[]> {
  const q = query.trim().toLowerCase();
  if (q.length < SEARCH_MIN_CHARS) return [];
  const hit = cache.get(q);
  if (hit && now - hit.at < CACHE_MS) return hit.users;
  const response = await fetch(`/api/users/search?q=${encodeURIComponent(q)}`, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const users = (await response.json()) as FoundUser[];
  cache.set(q, { at: now, users });
  return users;
}
