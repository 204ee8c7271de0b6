import type { ApolloCache } from '@apollo/client';
import { type CachedOlderPage, mergeInOrder } from '../apollo/pagedList';
import { graphql } from '../gql';
import type { CachedMessageFieldsFragment } from '../gql/graphql';

export type CachedMessage = CachedMessageFieldsFragment;

/** Adds a message (from the socket or a send's answer) to its conversation's list in the cache. */
export function addMessageToCache(cache: ApolloCache, message: CachedMessage): void {
  const conversation = cache.identify({ __typename: 'Conversation', id: message.conversationId });
  if (!conversation) return;
  const ref = cache.writeFragment({
    id: cache.identify({ __typename: 'Message', id: message.id }),
    fragment: MESSAGE_FIELDS,
    fragmentName: 'CachedMessageFields',
    data: message,
  });
  if (!ref) return;
  cache.modify<{ messages: CachedOlderPage }>({
    id: conversation,
    fields: {
      messages(existing, { readField }) {
        const page = existing as CachedOlderPage | undefined;
        if (!page || page.nodes.some((node) => node.__ref === ref.__ref)) return existing;
        return { ...page, nodes: mergeInOrder(page.nodes, [ref], readField) } as never;
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
    story {
      ...StoryReplyFields
    }
  }
`);
