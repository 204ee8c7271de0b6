import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { pagedList } from './pagedList';

// Small documents of the lists' shapes (plain strings: the app's own documents carry whole fragments).
const FEED = parse(
  'query ($first: Int!, $after: String) { feed(first: $first, after: $after) { edges { cursor node { id } } pageInfo { endCursor hasNextPage } } }',
);
const COMMENTS = parse(
  'query ($postId: ID!, $after: String) { comments(postId: $postId, first: 2, after: $after) { edges { cursor node { id } } pageInfo { endCursor hasNextPage } } }',
);
const HASHTAG = parse(
  'query ($tag: String!, $after: String) { hashtag(tag: $tag, first: 2, after: $after) { tag postsCount posts { edges { cursor node { id } } pageInfo { endCursor hasNextPage } } } }',
);
const MESSAGES = parse(
  'query ($before: String) { conversation(id: "c1") { id messages(last: 2, before: $before) { nodes { id createdAt } hasOlder olderCursor } } }',
);

const connection = (typename: string, ids: string[], hasNextPage: boolean) => ({
  __typename: `${typename}Connection`,
  edges: ids.map((id) => ({ __typename: `${typename}Edge`, cursor: id, node: { __typename: typename, id } })),
  pageInfo: { __typename: 'PageInfo', endCursor: ids.at(-1) ?? null, hasNextPage },
});
const ids = (list: { edges: { node: { id: string } }[] }) => list.edges.map((edge) => edge.node.id);

function cacheWith(fields: Record<string, ReturnType<typeof pagedList>>, conversation?: ReturnType<typeof pagedList>): InMemoryCache {
  return new InMemoryCache({
    typePolicies: { Query: { fields }, ...(conversation ? { Conversation: { fields: { messages: conversation } } } : {}) },
  });
}

describe('pagedList', () => {
  it('appends a next page to the one list, each item once, and a first page (a refetch) replaces it', () => {
    const cache = cacheWith({ feed: pagedList() });
    const read = () => ids(cache.readQuery<{ feed: ReturnType<typeof connection> }>({ query: FEED, variables: { first: 2, after: null } })!.feed);
    cache.writeQuery({ query: FEED, variables: { first: 2, after: null }, data: { feed: connection('Post', ['p5', 'p4'], true) } });
    // A post published meanwhile pushes p4 onto the next page too.
    cache.writeQuery({ query: FEED, variables: { first: 2, after: 'p4' }, data: { feed: connection('Post', ['p4', 'p3'], true) } });
    expect(read()).toEqual(['p5', 'p4', 'p3']);
    const { pageInfo } = cache.readQuery<{ feed: ReturnType<typeof connection> }>({ query: FEED, variables: { first: 2, after: null } })!.feed;
    expect(pageInfo).toMatchObject({ endCursor: 'p3', hasNextPage: true });
    cache.writeQuery({ query: FEED, variables: { first: 2, after: null }, data: { feed: connection('Post', ['p6', 'p5'], true) } });
    expect(read()).toEqual(['p6', 'p5']);
  });

  it('keeps a list of its own for each value of the key arguments', () => {
    const cache = cacheWith({ comments: pagedList({ keyArgs: ['postId'] }) });
    const read = (postId: string) =>
      ids(cache.readQuery<{ comments: ReturnType<typeof connection> }>({ query: COMMENTS, variables: { postId, after: null } })!.comments);
    cache.writeQuery({ query: COMMENTS, variables: { postId: 'a', after: null }, data: { comments: connection('Comment', ['c1', 'c2'], true) } });
    cache.writeQuery({ query: COMMENTS, variables: { postId: 'b', after: null }, data: { comments: connection('Comment', ['c9'], false) } });
    cache.writeQuery({ query: COMMENTS, variables: { postId: 'a', after: 'c2' }, data: { comments: connection('Comment', ['c3'], false) } });
    expect(read('a')).toEqual(['c1', 'c2', 'c3']);
    expect(read('b')).toEqual(['c9']);
  });

  it('pages the connection a field holds (a hashtag and its posts), keeping the rest of the field as last answered', () => {
    const cache = cacheWith({ hashtag: pagedList({ keyArgs: ['tag'], at: 'posts' }) });
    const hashtag = (tag: string, postsCount: number, posts: ReturnType<typeof connection>) => ({ hashtag: { __typename: 'Hashtag', tag, postsCount, posts } });
    cache.writeQuery({ query: HASHTAG, variables: { tag: 'boats', after: null }, data: hashtag('boats', 3, connection('Post', ['p3', 'p2'], true)) });
    cache.writeQuery({ query: HASHTAG, variables: { tag: 'sea', after: null }, data: hashtag('sea', 1, connection('Post', ['p7'], false)) });
    cache.writeQuery({ query: HASHTAG, variables: { tag: 'boats', after: 'p2' }, data: hashtag('boats', 4, connection('Post', ['p1'], false)) });
    type Read = { hashtag: ReturnType<typeof hashtag>['hashtag'] };
    const boats = cache.readQuery<Read>({ query: HASHTAG, variables: { tag: 'boats', after: null } })!.hashtag;
    expect(ids(boats.posts)).toEqual(['p3', 'p2', 'p1']);
    expect(boats.postsCount).toBe(4);
    expect(boats.posts.pageInfo.hasNextPage).toBe(false);
    expect(ids(cache.readQuery<Read>({ query: HASHTAG, variables: { tag: 'sea', after: null } })!.hashtag.posts)).toEqual(['p7']);
  });

  it('reading backwards, merges every page by id in the order sent, and only an older page moves the older cursor', () => {
    const cache = cacheWith({}, pagedList({ direction: 'older' }));
    const node = (id: string, minute: number) => ({ __typename: 'Message', id, createdAt: `2026-01-01T00:0${minute}:00.000Z` });
    const page = (nodes: ReturnType<typeof node>[], hasOlder: boolean, olderCursor: string | null) => ({
      conversation: { __typename: 'Conversation', id: 'c1', messages: { __typename: 'MessagePage', nodes, hasOlder, olderCursor } },
    });
    type Read = ReturnType<typeof page>;
    const read = () => cache.readQuery<Read>({ query: MESSAGES, variables: { before: null } })!.conversation.messages;
    cache.writeQuery({ query: MESSAGES, variables: { before: null }, data: page([node('m3', 3), node('m4', 4)], true, 'm3') });
    cache.writeQuery({ query: MESSAGES, variables: { before: 'm3' }, data: page([node('m1', 1), node('m2', 2)], false, null) });
    // A poll of the newest page: older ones stay, and so does the end reached going back.
    cache.writeQuery({ query: MESSAGES, variables: { before: null }, data: page([node('m4', 4), node('m5', 5)], true, 'm4') });
    expect(read().nodes.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(read()).toMatchObject({ hasOlder: false, olderCursor: null });
  });
});
