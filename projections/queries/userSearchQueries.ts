import { DomainError } from '../../domain/decider';
import { collections, type UserDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { nameTexts, SEARCH_KEY_LENGTH, searchKey } from '../searchKeys';
import type { UserView } from './types';
import { toUserView } from './userQueries';
import { canPutForward } from '../visibility/policy';
import { relationQueries } from '../visibility/relations';

export const USER_SEARCH_MAX_LENGTH = 50;
export const USER_SEARCH_PAGE_MAX = 50;

const BY_FOLLOWERS = { followersCount: -1, _id: 1 } as const;
// The embedded store reads a sorted page of at most this many from its index (memoryCollection.ts).
const FETCH_MAX = 1000;

/** How well a person matches: their username exactly, its start, or the start of their full name or of one of its words. */
export const MatchTier = { Username: 0, UsernamePrefix: 1, NamePrefix: 2 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/** The tier of a person for a lower-cased text, or null when neither name starts with it. */
export function matchTier(user: Pick<UserDoc, 'usernameLower' | 'fullName'>, text: string): MatchTier | null {
  if (user.usernameLower === text) return MatchTier.Username;
  if (user.usernameLower.startsWith(text)) return MatchTier.UsernamePrefix;
  return nameTexts(user.fullName).some((name) => name.startsWith(text)) ? MatchTier.NamePrefix : null;
}

/**
 * Account search: people whose username or full name (or a word of it) starts with the text,
 * case-insensitively and literally. Best first: the exact username, then usernames that start
 * with it, then names that do, each most followed first. Each tier is one indexed read of a
 * prefix key (searchKeys.ts), already in that order. The visibility policy puts forward nobody
 * blocked either way and no banned person (canPutForward); private accounts are found.
 */
export function userSearchQueries(store: ReadStore) {
  const users = store.collection<UserDoc>(collections.users);
  const relations = relationQueries(store);

  /** `viewerId`: who searches; they never find themselves. */
  async function find(query: string, first: number, viewerId: string | null = null): Promise<UserView[]> {
    const text = query.trim().toLowerCase();
    if (text.length > USER_SEARCH_MAX_LENGTH) throw new DomainError('invalid', `Search text must be at most ${USER_SEARCH_MAX_LENGTH} characters`, 'query');
    if (!Number.isInteger(first) || first < 1 || first > USER_SEARCH_PAGE_MAX)
      throw new DomainError('invalid', `first must be between 1 and ${USER_SEARCH_PAGE_MAX}`, 'first');
    if (text === '') return [];
    // Room for the people the policy leaves out; read again with more only when they were many.
    for (let fetch = first * 2 + 2; ; fetch = Math.min(FETCH_MAX, fetch * 4)) {
      const { candidates, complete } = await ranked(text, fetch);
      const rel = await relations.relationsFor(viewerId, candidates);
      const found = candidates.filter((user) => canPutForward(rel, user.id)).slice(0, first);
      if (found.length === first || complete || fetch === FETCH_MAX) return found;
    }
  }

  /** Up to `fetch` people per tier, best first; `complete` when no tier had more. */
  async function ranked(text: string, fetch: number): Promise<{ candidates: UserView[]; complete: boolean }> {
    const key = searchKey(text);
    // A text longer than its key is checked whole on what the key found (the key is very selective by then).
    const limit = text.length > SEARCH_KEY_LENGTH ? FETCH_MAX : fetch;
    const [exact, byUsername, byName] = await Promise.all([
      users.findOne({ usernameLower: text }),
      users.find({ usernameKeys: key }, { sort: BY_FOLLOWERS, limit }),
      users.find({ nameKeys: key }, { sort: BY_FOLLOWERS, limit }),
    ]);
    const tiers: UserDoc[][] = [[], [], []];
    const seen = new Set<string>();
    for (const doc of [...(exact ? [exact] : []), ...byUsername, ...byName]) {
      const tier = seen.has(doc._id) ? null : matchTier(doc, text);
      if (tier === null) continue;
      seen.add(doc._id);
      tiers[tier].push(doc);
    }
    return { candidates: tiers.flat().map(toUserView), complete: byUsername.length < limit && byName.length < limit };
  }

  return { find };
}

export type UserSearchQueries = ReturnType<typeof userSearchQueries>;
