import { sessionToken } from './benchSession';
import type { Dataset } from './dataset';
import { graphqlClient, type GraphQLAnswer, type GraphQLClient } from './graphqlClient';
import { runLoad, runLoadsInTurns } from './load';
import { seededRandom } from './prng';
import { canSeePost } from './relations';
import type { LoadSummary } from './stats';

const TRIVIAL = '{ __typename }';
const WARM_UP_REQUESTS = 3000;
// The feed and its baseline take turns, this many runs of each.
const FEED_TURNS = 4;
export const FEED = `query Feed {
  feed(first: 20) { edges { node { id caption likesCount commentsCount isLiked createdAt user { id username avatar } } } }
}`;
const TOGGLE_LIKE = `mutation Like($postId: ID!) {
  toggleLike(postId: $postId) { liked post { id likesCount isLiked } }
}`;

/** A session token as the server issues them (bff/auth/session.ts), without a slow log-in. */

function problem(answer: GraphQLAnswer): string | null {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  return answer.errors?.length ? answer.errors[0].message : null;
}

/** Milliseconds to one signed-in feed page, asked right after a start: what the first reader waits. */
export async function timeFirstFeed(port: number, data: Dataset, secret: string): Promise<number> {
  const http = graphqlClient(port, 1);
  try {
    const started = performance.now();
    const answer = await http.post(FEED, {}, sessionToken(secret, data.userIds[0]));
    const error = problem(answer);
    if (error) throw new Error(`The first feed page after the restart failed: ${error}`);
    return performance.now() - started;
  } finally {
    http.close();
  }
}

export type FeedFigures = { feed1: LoadSummary; trivial1: LoadSummary; feedN: LoadSummary; trivialN: LoadSummary; avgEdges: number; clients: number };

/** The signed-in feed beside `{ __typename }`, in turns: one client, then `clients` at once. */
export async function benchFeed(port: number, data: Dataset, secret: string, requests: number, clients: number): Promise<FeedFigures> {
  const tokens = feedTokens(data, secret);
  const http = graphqlClient(port, clients);
  const feed = feedAttempt(http, tokens);
  const trivial = async (client: number, i: number) => problem(await http.post(TRIVIAL, {}, tokens[(client + i) % tokens.length]));
  try {
    // Warm-up, so that both are measured in their steady state: V8 keeps optimising a path for
    // its first few thousand requests (measured: likes settle after about 4,000); also
    // connection set-up and caches.
    await runLoad(clients, Math.ceil(WARM_UP_REQUESTS / clients), feed);
    await runLoad(clients, Math.ceil(WARM_UP_REQUESTS / clients), trivial);
    feed.pages.edges = feed.pages.count = 0;
    const [feed1, trivial1] = await runLoadsInTurns(FEED_TURNS, 1, Math.ceil(requests / FEED_TURNS), feed, trivial);
    const [feedN, trivialN] = await runLoadsInTurns(FEED_TURNS, clients, Math.ceil(requests / FEED_TURNS / clients), feed, trivial);
    return { feed1, trivial1, feedN, trivialN, avgEdges: feed.pages.edges / Math.max(1, feed.pages.count), clients };
  } finally {
    http.close();
  }
}

/** The feed with `clients` at once only, after a warm-up: a server's throughput, as the workers bench compares it. */
export async function benchFeedThroughput(port: number, data: Dataset, secret: string, requests: number, clients: number): Promise<LoadSummary> {
  const http = graphqlClient(port, clients);
  const feed = feedAttempt(http, feedTokens(data, secret));
  try {
    await runLoad(clients, Math.ceil(WARM_UP_REQUESTS / clients), feed);
    return await runLoad(clients, Math.ceil(requests / clients), feed);
  } finally {
    http.close();
  }
}

/** 500 people's sessions, the same in every feed run. */
function feedTokens(data: Dataset, secret: string): string[] {
  const random = seededRandom(99);
  return Array.from({ length: 500 }, () => sessionToken(secret, data.userIds[random.int(data.sizes.users)]));
}

/** One feed page for a client, counting the posts the pages held. */
function feedAttempt(http: GraphQLClient, tokens: string[]) {
  const pages = { edges: 0, count: 0 };
  const attempt = async (client: number, i: number) => {
    const answer = await http.post(FEED, {}, tokens[(client * 7919 + i) % tokens.length]);
    const page = answer.data?.feed?.edges;
    if (Array.isArray(page)) {
      pages.edges += page.length;
      pages.count++;
    }
    return problem(answer) ?? (Array.isArray(page) ? null : 'no feed in the answer');
  };
  return Object.assign(attempt, { pages });
}

export type LikeFigures = { likes: LoadSummary; trivial: LoadSummary; clients: number };

/**
 * `clients` distinct users toggling likes on random posts at once; each answer must show the
 * post as the toggle left it (read your writes). Baseline: the same clients asking `{ __typename }`.
 */
export async function benchLikes(port: number, data: Dataset, secret: string, clients: number, perClient: number): Promise<LikeFigures> {
  const random = seededRandom(1234);
  const users = new Set<number>();
  while (users.size < Math.min(clients, data.sizes.users)) users.add(random.int(data.sizes.users));
  const likers = [...users];
  const tokens = likers.map((u) => sessionToken(secret, data.userIds[u]));
  const http = graphqlClient(port, clients);
  // A post the liker can see: the server refuses likes of others (private accounts they do not follow, people blocked either way).
  const visiblePost = (client: number) => {
    for (;;) {
      const post = random.int(data.sizes.posts);
      if (canSeePost(data, likers[client], post)) return post;
    }
  };
  const like = async (client: number) => {
    const answer = await http.post(TOGGLE_LIKE, { postId: data.postIds[visiblePost(client)] }, tokens[client]);
    const result = answer.data?.toggleLike;
    if (problem(answer)) return problem(answer);
    if (!result || result.post.isLiked !== result.liked) return `read-your-writes: liked=${result?.liked} but isLiked=${result?.post?.isLiked}`;
    return null;
  };
  const trivial = async (client: number) => problem(await http.post(TRIVIAL, {}, tokens[client]));
  try {
    await runLoad(tokens.length, Math.ceil(WARM_UP_REQUESTS / tokens.length), like);
    await runLoad(tokens.length, Math.ceil(WARM_UP_REQUESTS / tokens.length), trivial);
    const trivialRun = await runLoad(tokens.length, perClient, trivial);
    const likes = await runLoad(tokens.length, perClient, like, 20);
    return { likes, trivial: trivialRun, clients: tokens.length };
  } finally {
    http.close();
  }
}

const COMMENTS = `query Comments($postId: ID!) {
  comments(postId: $postId, first: 20) { edges { node { id content createdAt user { id username avatar isAdmin } } } pageInfo { endCursor hasNextPage } }
}`;

export type CommentsFigures = { comments: LoadSummary; trivial: LoadSummary; avgEdges: number };

/** A post's first page of comments (posts picked by comment, so busy posts come up often) beside `{ __typename }`, one client. */
export async function benchComments(port: number, data: Dataset, secret: string, requests: number): Promise<CommentsFigures> {
  const random = seededRandom(555);
  const viewer = random.int(data.sizes.users);
  const token = sessionToken(secret, data.userIds[viewer]);
  const http = graphqlClient(port, 1);
  let edges = 0;
  let pages = 0;
  // A commented post the viewer can see (a private account's, or a blocked person's, answers 'Post not found').
  const visiblePost = () => {
    for (;;) {
      const post = data.commentPost[random.int(data.sizes.comments)];
      if (canSeePost(data, viewer, post)) return post;
    }
  };
  const comments = async () => {
    const postId = data.postIds[visiblePost()];
    const answer = await http.post(COMMENTS, { postId }, token);
    const page = answer.data?.comments?.edges;
    if (Array.isArray(page)) {
      edges += page.length;
      pages++;
    }
    return problem(answer) ?? (Array.isArray(page) && page.length > 0 ? null : 'no comments in the answer');
  };
  const trivial = async () => problem(await http.post(TRIVIAL, {}, token));
  try {
    await runLoad(1, WARM_UP_REQUESTS, comments);
    await runLoad(1, WARM_UP_REQUESTS, trivial);
    edges = pages = 0;
    const commentsRun = await runLoad(1, requests, comments);
    const trivialRun = await runLoad(1, requests, trivial);
    return { comments: commentsRun, trivial: trivialRun, avgEdges: edges / Math.max(1, pages) };
  } finally {
    http.close();
  }
}
