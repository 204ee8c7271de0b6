import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../gql';
import type { MessageUserSearchQuery } from '../gql/graphql';
import { useDebounced } from '../lib/useDebounced';

/** The spec keeps a user search's answer 5 minutes; after that the same text is asked again. */
const ANSWER_KEPT_MS = 5 * 60_000;
/** When each text was last answered by the server, for every screen that searches people. */
const answeredAt = new Map<string, number>();

// The operation keeps its published name, MessageUserSearch.
export const UserSearchQuery = graphql(`
  query MessageUserSearch($query: String!) {
    searchUsers(query: $query, first: 20) {
      id
      username
      fullName
      avatar
    }
  }
`);

export type FoundUser = MessageUserSearchQuery['searchUsers'][number];

export type UserSearch = {
  /** Fewer characters typed than the search needs: nothing is asked. */
  tooShort: boolean;
  /** A search of what is typed is on its way (the typing has not paused yet, or the answer has not come). */
  searching: boolean;
  /** The people found; while a new search is on its way, those of the one before. */
  users: FoundUser[];
  failed: boolean;
};

/**
 * The one search for people (GraphQL `searchUsers`, the viewer left out), asked once the typing
 * pauses and only with at least `minChars` characters: the new-conversation dialog searches from
 * the first one, the report form from the second.
 */
export function useUserSearch(text: string, minChars = 1): UserSearch {
  const typed = text.trim();
  const query = useDebounced(typed);
  const tooShort = typed.length < minChars;
  const skip = query.length < minChars;
  const at = answeredAt.get(query);
  const fresh = at !== undefined && Date.now() - at < ANSWER_KEPT_MS;
  const { data, previousData, loading, error } = useQuery(UserSearchQuery, {
    variables: { query },
    skip,
    // Apollo reads it when the text changes: an answer still kept comes from the cache, an older one from the server.
    fetchPolicy: fresh ? 'cache-first' : 'network-only',
  });
  useEffect(() => {
    if (data && !fresh) answeredAt.set(query, Date.now());
  }, [data, fresh, query]);
  return {
    tooShort,
    searching: !tooShort && (query !== typed || loading),
    users: tooShort ? [] : ((data ?? previousData)?.searchUsers ?? []),
    failed: !tooShort && Boolean(error),
  };
}
