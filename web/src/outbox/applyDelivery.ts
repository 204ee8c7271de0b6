import type { ApolloClient, Reference } from '@apollo/client';
import type { CachedConnection } from '../apollo/pagedList';
import { appendReply } from '../components/commentsCache';
import { addMessageToCache } from '../conversations/messageCache';
import type { AddCommentMutation, SendMessageMutation } from '../gql/graphql';
import type { OutboxNotice } from './outboxDb';

type Delivered = Extract<OutboxNotice, { type: 'delivered' }>;

/** A new comment goes at the end of its post's cached list, once the whole list is there (as the live update does). */
function appendComment(client: ApolloClient, postId: string, commentId: string): void {
  client.cache.modify<{ comments: CachedConnection }>({
    id: 'ROOT_QUERY',
    fields: {
      comments(existing, { storeFieldName, readField, toReference }) {
        const list = existing as CachedConnection;
        if (!storeFieldName.includes(JSON.stringify(postId)) || list.pageInfo.hasNextPage) return existing;
        if (list.edges.some((edge) => readField<string>('id', edge.node) === commentId)) return existing;
        const node = toReference({ __typename: 'Comment', id: commentId }) as Reference;
        return { ...list, edges: [...list.edges, { __typename: 'CommentEdge', cursor: '', node }] };
      },
    },
  });
}

/**
 * What a write that reached the server changes on screen besides the objects its answer brought
 * into the cache (a page sent it through Apollo Client): the lists it joins. One the worker sent
 * brought nothing into this page's cache, so the screen asks again.
 */
export function applyDelivery(client: ApolloClient, { write, data, by }: Delivered): void {
  if (write.kind === 'post') {
    // The feed and the profile grid read afresh, with the new post first (also one that could not load offline).
    void client
      .refetchQueries({
        include: 'active',
        updateCache(cache) {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'feed' });
          cache.evict({ id: cache.identify({ __typename: 'User', id: write.userId }), fieldName: 'posts' });
        },
      })
      .catch(() => undefined);
  } else if (by === 'worker') {
    void client.refetchQueries({ include: 'active' }).catch(() => undefined);
  } else if (write.kind === 'comment') {
    const comment = (data as AddCommentMutation).addComment;
    if (comment.parentId) appendReply(client.cache, comment);
    else appendComment(client, write.postId, comment.id);
  } else if (write.kind === 'message') {
    addMessageToCache(client.cache, { ...(data as SendMessageMutation).sendMessage, story: null });
  }
}
