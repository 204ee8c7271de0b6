import type { ApolloCache, Reference } from '@apollo/client';
import type { CachedConnection } from '../apollo/pagedList';
import { graphql } from '../gql';

export const CommentRepliesQuery = graphql(`
  query CommentReplies($id: ID!, $first: Int!, $after: String) {
    comment(id: $id) {
      id
      repliesCount
      replies(first: $first, after: $after) {
        edges {
          cursor
          node {
            ...Comment_comment
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`);

const CommentParent = graphql(`
  fragment CommentParent on Comment {
    id
    parentId
  }
`);

export const REPLIES_PAGE = 20;

const commentId = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Comment', id });

/**
 * A reply added (by the viewer or, live, by anyone) goes at the end of its thread's cached replies,
 * once the whole thread is there (else the next page brings it); a thread never opened is left alone.
 */
export function appendReply(cache: ApolloCache, reply: { id: string; parentId?: string | null }): void {
  if (!reply.parentId) return;
  cache.modify<{ replies: CachedConnection }>({
    id: commentId(cache, reply.parentId),
    fields: {
      replies(existing, { readField, toReference }) {
        const connection = existing as CachedConnection;
        if (connection.pageInfo.hasNextPage || connection.edges.some((edge) => readField<string>('id', edge.node) === reply.id)) return existing;
        const node = toReference({ __typename: 'Comment', id: reply.id }) as Reference;
        return { ...connection, edges: [...connection.edges, { __typename: 'CommentEdge', cursor: '', node }] };
      },
    },
  });
}

/** A reply removed leaves its thread's cached replies (a top comment leaves the top list: see CommentsDialog). */
export function removeReply(cache: ApolloCache, id: string): void {
  const parentId = cache.readFragment({ fragment: CommentParent, id: commentId(cache, id) })?.parentId;
  if (!parentId) return;
  cache.modify<{ replies: CachedConnection }>({
    id: commentId(cache, parentId),
    fields: {
      replies(existing, { readField }) {
        const connection = existing as CachedConnection;
        return { ...connection, edges: connection.edges.filter((edge) => readField<string>('id', edge.node) !== id) };
      },
    },
  });
}
