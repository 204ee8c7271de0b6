import { DomainError } from '../../domain/decider';
import { collections, type UserDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import type { UserView } from './types';
import { toUserView } from './userQueries';
import { canSeeProfile } from '../visibility/policy';
import { relationQueries } from '../visibility/relations';

export const USER_SEARCH_MAX_LENGTH = 50;
export const USER_SEARCH_PAGE_MAX = 50;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * People whose username starts with the query, then those whose username or full name contains
 * it, case-insensitively; the text is matched literally (regex characters have no power).
 */
export function userSearchQueries(store: ReadStore) {
  const users = store.collection<UserDoc>(collections.users);
  const relations = relationQueries(store);

  /** `excludeId`: the viewer, who never finds themselves, nor anyone they block or who blocks them. */
  async function find(query: string, first: number, excludeId: string | null = null): Promise<UserView[]> {
    const found = await candidates(query, first, excludeId);
    const rel = await relations.relationsFor(excludeId, found);
    return found.filter((user) => canSeeProfile(rel, user.id));
  }

  async function candidates(query: string, first: number, excludeId: string | null): Promise<UserView[]> {
    const text = query.trim().toLowerCase();
    if (text.length > USER_SEARCH_MAX_LENGTH) throw new DomainError('invalid', `Search text must be at most ${USER_SEARCH_MAX_LENGTH} characters`, 'query');
    if (!Number.isInteger(first) || first < 1 || first > USER_SEARCH_PAGE_MAX)
      throw new DomainError('invalid', `first must be between 1 and ${USER_SEARCH_PAGE_MAX}`, 'first');
    if (text === '') return [];
    const pattern = escapeRegex(text);
    const notExcluded = excludeId ? { _id: { $ne: excludeId } } : {};
    const byPrefix = await users.find({ usernameLower: { $regex: `^${pattern}` }, ...notExcluded }, { sort: { usernameLower: 1 }, limit: first });
    if (byPrefix.length >= first) return byPrefix.map(toUserView);
    const found = new Set(byPrefix.map((doc) => doc._id));
    const byContent = await users.find(
      { $or: [{ usernameLower: { $regex: pattern } }, { fullName: { $regex: pattern, $options: 'i' } }], ...notExcluded },
      { sort: { usernameLower: 1 }, limit: first + found.size },
    );
    const rest = byContent.filter((doc) => !found.has(doc._id)).slice(0, first - byPrefix.length);
    return [...byPrefix, ...rest].map(toUserView);
  }
  return { find };
}

export type UserSearchQueries = ReturnType<typeof userSearchQueries>;
