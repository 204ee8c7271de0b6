import type { ApolloCache, ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import type { ViewerFieldsFragment } from '../gql/graphql';

export const ViewerFields = graphql(`
  fragment ViewerFields on Me {
    id
    username
    email
    emailVerified
    fullName
    bio
    avatar
    isAdmin
    postsCount
    followersCount
    followingCount
    isPrivate
    language
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...ViewerFields
    }
  }
`);

/**
 * The signed-in person. Its one copy is the `me` query in the Apollo cache: the sign-in check
 * writes it, and every answer carrying the person's fields (a profile edit, a new avatar) updates
 * it there, as the cache merges `Me` objects by id.
 */
export type Viewer = ViewerFieldsFragment;

/** Who is signed in, in the cache: null when no one is, or when the cache does not know yet (or was cleared). */
export function readViewer(cache: ApolloCache): Viewer | null {
  return cache.readQuery({ query: MeQuery, optimistic: true })?.me ?? null;
}

/** Records who is signed in (null: no one) where the app reads it. */
export function writeViewer(cache: ApolloCache, viewer: Viewer | null): void {
  // With its type name, the cache files the person under its id, where every later answer about them lands.
  cache.writeQuery({ query: MeQuery, data: { me: viewer && ({ ...viewer, __typename: 'Me' } as Viewer) } });
}

/**
 * Calls `onChange` whenever who is signed in may have changed in the cache. clearStore drops the
 * cache's watches (and so this one): it is set up again after each, and told.
 */
export function watchViewer(client: ApolloClient, onChange: () => void): () => void {
  const watch = () => client.cache.watch({ query: MeQuery, optimistic: true, callback: onChange });
  let unwatch = watch();
  const stopAfterClear = client.onClearStore(async () => {
    unwatch();
    unwatch = watch();
    onChange();
  });
  return () => {
    unwatch();
    stopAfterClear();
  };
}
