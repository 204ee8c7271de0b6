import { DomainError } from '../../domain/decider';
import { collections, type UserDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import type { UserView } from './types';
import { toUserView } from './userQueries';

export const USER_SEARCH_MIN = 2;
export const USER_SEARCH_LIMIT = 20;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** People whose username or full name contains the query (case-insensitive), usernames first by name. */
export function userSearch(store: ReadStore) {
  const users = store.collection<UserDoc>(collections.users);
  return async function search(query: string, limit = USER_SEARCH_LIMIT): Promise<UserView[]> {
    const q = query.trim();
    if (q.length < USER_SEARCH_MIN) throw new DomainError('invalid', 'Type at least 2 characters to search', 'q');
    const pattern = escapeRegex(q.toLowerCase());
    const docs = await users.find(
      { $or: [{ usernameLower: { $regex: pattern } }, { fullName: { $regex: escapeRegex(q), $options: 'i' } }] },
      { sort: { usernameLower: 1 }, limit },
    );
    return docs.map(toUserView);
  };
}
