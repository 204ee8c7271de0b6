import type { ApolloCache, FieldMergeFunction, Reference, TypePolicies } from '@apollo/client';
import { graphql } from '../gql';
import type { CachedMessageFieldsFragment } from '../gql/graphql';

type CachedPage = { __typename?: string; nodes: Reference[]; hasOlder: boolean; olderCursor?: string | null };

/**
 * One list of messages per conversation, whatever page or poll brought them: merged by id, in
 * the order they were sent, so a refetch after a reconnect or a message that came both by the
 * socket and by the send's answer shows once.
 */
export const mergeMessagePages: FieldMergeFunction<CachedPage, CachedPage> = (existing, incoming, { args, readField }) => {
  if (!existing) return incoming;
  const byRef = new Map<string, Reference>();
  for (const node of [...existing.nodes, ...incoming.nodes]) byRef.set(node.__ref, node);
  const nodes = [...byRef.values()].sort((a, b) => {
    const at = readField<string>('createdAt', a) ?? '';
    const bt = readField<string>('createdAt', b) ?? '';
    return at < bt ? -1 : at > bt ? 1 : 0;
  });
  // Paging back moves the older cursor; a newest page (poll, refetch) leaves it where it was.
  const older = args?.before ? incoming : existing;
  return { ...incoming, nodes, hasOlder: older.hasOlder, olderCursor: older.olderCursor ?? null };
};

/** The cache's rules for conversations, for createCache. */
export const conversationTypePolicies: TypePolicies = {
  Conversation: { fields: { messages: { keyArgs: false, merge: mergeMessagePages } } },
};

export type CachedMessage = CachedMessageFieldsFragment;

/** Adds a message (from the socket or a send's answer) to its conversation's list in the cache. */
export function addMessageToCache(cache: ApolloCache, message: CachedMessage): void {
  const conversation = cache.identify({ __typename: 'Conversation', id: message.conversationId });
  if (!conversation) return;
  const ref = cache.writeFragment({
    id: cache.identify({ __typename: 'Message', id: message.id }),
    fragment: MESSAGE_FIELDS,
    data: message,
  });
  if (!ref) return;
  cache.modify<{ messages: CachedPage }>({
    id: conversation,
    fields: {
      messages(existing, { readField }) {
        const page = existing as CachedPage | undefined;
        if (!page || page.nodes.some((node) => node.__ref === ref.__ref)) return existing;
        const nodes = [...page.nodes, ref].sort((a, b) => {
          const at = readField<string>('createdAt', a) ?? '';
          const bt = readField<string>('createdAt', b) ?? '';
          return at < bt ? -1 : at > bt ? 1 : 0;
        });
        return { ...page, nodes } as never;
      },
    },
  });
}

const MESSAGE_FIELDS = graphql(`
  fragment CachedMessageFields on Message {
    id
    conversationId
    content
    createdAt
    sender {
      id
      username
      avatar
    }
  }
`);
