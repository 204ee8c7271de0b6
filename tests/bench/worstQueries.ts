/**
 * The most expensive requests the GraphQL bounds still accept (depth 10, 15 aliases, cost 12,000
 * with page sizes counted): each is as wide, deep or repeated as the limits allow, with the
 * largest page sizes that keep it under the cost limit (operationLimits.test.ts checks they do).
 */
export const WORST_QUERIES = {
  'widest feed page (100 posts, every field, 3 comments each)': {
    query: `query WidestFeed($n: Int!, $c: Int!) { feed(first: $n) { edges { cursor node { id mediaUrl mediaType posterUrl caption location likesCount commentsCount isLiked isSaved createdAt
      user { id username fullName bio avatar isAdmin isMascot postsCount followersCount followingCount isFollowedByMe }
      comments(first: $c) { edges { cursor node { id content createdAt user { id username avatar } } } pageInfo { endCursor hasNextPage } } } } pageInfo { endCursor hasNextPage } } }`,
    variables: { n: 100, c: 3 },
  },
  '15 aliased post searches of 60': {
    query: `query AliasedSearch($q: String!, $n: Int!) { ${Array.from({ length: 15 }, (_, i) => `s${i}: searchPosts(query: $q, first: $n) { edges { node { id mediaUrl caption } } }`).join(' ')} }`,
    variables: { q: 'zz-no-post-has-this', n: 60 },
  },
  'deepest: posts, their comments, their authors’ followers': {
    query: `query Deepest($id: ID!, $n: Int!, $m: Int!) { user(id: $id) { posts(first: $n) { edges { node { comments(first: $m) { edges { node { user { followers(first: 1) { totalCount } } } } } } } } } }`,
    variables: { n: 100, m: 8 },
  },
} satisfies Record<string, { query: string; variables: Record<string, unknown> }>;
