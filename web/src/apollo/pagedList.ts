import type { FieldFunctionOptions, FieldPolicy, Reference } from '@apollo/client';

/** One page of a connection as the cache stores it (edges whose node is a reference). */
export interface CachedConnection {
  __typename?: string;
  edges: Array<{ __typename?: string; cursor: string; node: Reference }>;
  pageInfo: { __typename?: string; endCursor?: string | null; hasNextPage: boolean };
}

/** One page of a list read backwards (a conversation's messages): the newest ones, oldest first. */
export interface CachedOlderPage {
  __typename?: string;
  nodes: Reference[];
  hasOlder: boolean;
  olderCursor?: string | null;
}

type ReadField = FieldFunctionOptions['readField'];

export type PagedListOptions = {
  /** The arguments that make a list a list of its own (a post's comments, a filtered list); the paging arguments never do. */
  keyArgs?: string[] | false;
  /**
   * 'newer' (the default): a connection (edges, pageInfo) paged forward with `after`.
   * 'older': a page of nodes paged back with `before` (hasOlder, olderCursor), as a conversation reads.
   */
  direction?: 'newer' | 'older';
  /** The field of the value that holds the connection, when the paged field wraps it (a hashtag and its posts). */
  at?: string;
};

/**
 * The field policy of every paged list: every page a screen loads lands in one cached list, so a
 * screen asks for the next page with `fetchMore` and nothing else. Forward, a page with `after`
 * is appended and a first page (a refetch) replaces the list. Backward, every page, the newest
 * one a poll or refetch brings included, is merged by id in the order sent: older pages loaded
 * stay while the newest page is polled.
 */
export function pagedList({ keyArgs = false, direction = 'newer', at }: PagedListOptions = {}): FieldPolicy {
  const merge = direction === 'older' ? mergeOlderPages : appendPages;
  return {
    keyArgs,
    merge: at
      ? (existing: Record<string, unknown> | undefined, incoming: Record<string, unknown>, options: FieldFunctionOptions) => ({
          ...incoming,
          [at]: merge(existing?.[at] as never, incoming[at] as never, options),
        })
      : merge,
  };
}

function appendPages(existing: CachedConnection | undefined, incoming: CachedConnection, { args, readField }: FieldFunctionOptions): CachedConnection {
  if (!existing || !args?.after) return incoming;
  const seen = new Set(existing.edges.map((edge) => readField<string>('id', edge.node)));
  return {
    ...incoming,
    edges: [...existing.edges, ...incoming.edges.filter((edge) => !seen.has(readField<string>('id', edge.node)))],
  };
}

function mergeOlderPages(existing: CachedOlderPage | undefined, incoming: CachedOlderPage, { args, readField }: FieldFunctionOptions): CachedOlderPage {
  if (!existing) return incoming;
  // Paging back moves the older cursor; a newest page (poll, refetch) leaves it where it was.
  const older = args?.before ? incoming : existing;
  return {
    ...incoming,
    nodes: mergeInOrder(existing.nodes, incoming.nodes, readField),
    hasOlder: older.hasOlder,
    olderCursor: older.olderCursor ?? null,
  };
}

/**
 * Both lists' nodes, each once (the one that came last wins), in the order they were created: a
 * message that came both by the socket and in the send's answer shows once, in its place.
 */
export function mergeInOrder(existing: readonly Reference[], incoming: readonly Reference[], readField: ReadField): Reference[] {
  const byId = new Map<string, Reference>();
  for (const node of [...existing, ...incoming]) byId.set(node.__ref, node);
  return [...byId.values()].sort((a, b) => {
    const at = readField<string>('createdAt', a) ?? '';
    const bt = readField<string>('createdAt', b) ?? '';
    return at < bt ? -1 : at > bt ? 1 : 0;
  });
}
