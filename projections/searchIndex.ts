import { DomainError } from '../domain/decider';

/** What search matches a post by: its author's name, caption and location. */
export type SearchEntry = { postId: string; userId: string; username: string; caption: string; location: string; createdAt: string };

/** One page of matching posts, newest first; the cursor is the adapter's own. */
export type SearchPage = { postIds: string[]; endCursor: string | null; hasNextPage: boolean };

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_MAX = 60;

/**
 * The search index port: a read model of every searchable post, fed by the search projector and
 * rebuilt with the others on replay. `search` matches the text literally (no pattern syntax),
 * case-insensitively, as a substring of the username, the caption or the location.
 */
export interface SearchIndex {
  /** Creates indexes, or loads what it keeps in memory from its durable copy. */
  setup(): Promise<void>;
  /** Settles once what setup loads in the background is in (searches wait for it anyway). */
  loaded(): Promise<void>;
  upsert(entry: SearchEntry): Promise<void>;
  removePost(postId: string): Promise<void>;
  removeUser(userId: string): Promise<void>;
  search(text: string, first: number, after: string | null): Promise<SearchPage>;
  /** Empties it (replay). */
  clear(): Promise<void>;
}

/** The search text as every adapter takes it, or a 400 for what no search should run. */
export function checkSearch(text: string, first: number): string {
  if (!Number.isInteger(first) || first < 1 || first > SEARCH_PAGE_MAX)
    throw new DomainError('invalid', `first must be between 1 and ${SEARCH_PAGE_MAX}`, 'first');
  const query = text.trim();
  if (query.length > SEARCH_QUERY_MAX) throw new DomainError('invalid', `Search text must be at most ${SEARCH_QUERY_MAX} characters`, 'query');
  return query;
}

export const invalidCursor = () => new DomainError('invalid', 'Invalid cursor', 'after');
