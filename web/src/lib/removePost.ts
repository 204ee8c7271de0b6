import type { ApolloCache, Reference } from '@apollo/client';

type Connection = { edges: { node: Reference }[] } & Record<string, unknown>;

/** Drops a post from every cached list (feed, saved posts) and from the cache itself, so it vanishes everywhere at once. */
export function removePostFromCache(cache: ApolloCache, postId: string): void {
  const id = cache.identify({ __typename: 'Post', id: postId });
  if (!id) return;
  const dropEdge = (list: Connection, { readField }: { readField: (field: string, from: Reference) => unknown }) => ({
    ...list,
    edges: list.edges.filter((edge) => readField('id', edge.node) !== postId),
  });
  cache.modify({ id: 'ROOT_QUERY', fields: { feed: dropEdge as never, savedPosts: dropEdge as never } });
  cache.evict({ id });
  cache.gc();
}
