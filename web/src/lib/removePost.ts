import type { ApolloCache, Reference } from '@apollo/client';

type Connection = { edges: { node: Reference }[] } & Record<string, unknown>;
type ReadField = (field: string, from?: Reference) => unknown;

/** Drops a post from every cached list (feed, saved posts) and from the cache itself, so it vanishes everywhere at once. */
export function removePostFromCache(cache: ApolloCache, postId: string): void {
  const id = cache.identify({ __typename: 'Post', id: postId });
  if (!id) return;
  const dropEdge = (list: Connection, { readField }: { readField: ReadField }) => ({
    ...list,
    edges: list.edges.filter((edge) => readField('id', edge.node) !== postId),
  });
  cache.modify({ id: 'ROOT_QUERY', fields: { feed: dropEdge as never, savedPosts: dropEdge as never } });
  cache.evict({ id });
  cache.gc();
}

/**
 * Drops every post of one author from the cached lists named (the feed; saved posts too after a
 * block), so that they leave the screen at once: what a block or a mute takes out of the viewer's
 * feed. The server's lists no longer hold them either, so a refetch agrees.
 */
export function removeAuthorPostsFromCache(cache: ApolloCache, authorId: string, lists: ReadonlyArray<'feed' | 'savedPosts'>): void {
  const dropAuthor = (list: Connection, { readField }: { readField: ReadField }) => ({
    ...list,
    edges: list.edges.filter((edge) => {
      const author = readField('user', edge.node) as Reference | undefined;
      return !author || readField('id', author) !== authorId;
    }),
  });
  cache.modify({ id: 'ROOT_QUERY', fields: Object.fromEntries(lists.map((name) => [name, dropAuthor])) as never });
}
