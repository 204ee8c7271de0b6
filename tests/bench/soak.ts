import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { sessionToken } from './benchSession';
import type { ChildServer } from './childServer';
import type { Dataset } from './dataset';
import { graphqlClient, type GraphQLAnswer } from './graphqlClient';
import { seededRandom, type Random } from './prng';
import { blockedEitherWay, HOT_POSTS } from './relations';
import { percentile, summarize } from './stats';

export type SoakOptions = {
  minutes: number;
  clients: number;
  /** How many of the clients hold a socket with postChanged, feedUpdated and conversationUpdated open. */
  subscribers: number;
  /** Mean pause between a client's requests: people read before they tap again. */
  thinkMs: number;
};

/** One tenth of the run (a minute at the default 10 minutes). */
/** `rssBytes`: the server's mean resident set over the window. */
export type SoakWindow = { endSeconds: number; requests: number; errors: number; p50Ms: number; p99Ms: number; rssBytes: number; deliveries: number };

export type SoakFigures = {
  options: SoakOptions;
  windowSeconds: number;
  windows: SoakWindow[];
  requests: number;
  errors: number;
  /** The first few distinct errors, to tell what went wrong. */
  errorSamples: string[];
  subscriptions: number;
  deliveries: number;
  /** Writes (likes, comments, follows, messages) per client per minute, on average. */
  writesPerClientMinute: number;
  /** p99 of the three windows after warm-up (3-5), and of the last three (8-10): one window's p99 is a handful of requests. */
  p99AfterWarmUpMs: number;
  p99LastMs: number;
  /** p99 of the whole run. */
  p99Ms: number;
};

const FEED = `query SoakFeed { feed(first: 20) { edges { node { id caption likesCount commentsCount isLiked createdAt user { id username avatar } } } pageInfo { endCursor hasNextPage } } }`;
const POST_PAGE = `query SoakPost($id: ID!) { post(id: $id) { id caption likesCount commentsCount isLiked isSaved user { id username avatar } comments(first: 20) { edges { node { id content createdAt user { id username avatar } } } } } }`;
const TOGGLE_LIKE = `mutation SoakLike($postId: ID!) { toggleLike(postId: $postId) { liked post { id likesCount isLiked } } }`;
const ADD_COMMENT = `mutation SoakComment($postId: ID!, $content: String!) { addComment(postId: $postId, content: $content) { id content } }`;
const TOGGLE_FOLLOW = `mutation SoakFollow($userId: ID!) { toggleFollow(userId: $userId) { following user { id followersCount } } }`;
const SEND = `mutation SoakSend($c: ID!, $content: String!) { sendMessage(conversationId: $c, content: $content) { id } }`;
const START = `mutation SoakStart($userId: ID!) { startConversation(userId: $userId) { id } }`;
const CONVERSATIONS = `query SoakConversations { conversations { id unreadCount updatedAt otherUser { id username avatar } lastMessage { id content createdAt } } }`;
const SEARCH_USERS = `query SoakSearchUsers($q: String!) { searchUsers(query: $q, first: 20) { id username avatar } }`;
const SEARCH_POSTS = `query SoakSearchPosts($q: String!) { searchPosts(query: $q, first: 12) { edges { node { id mediaUrl likesCount } } } }`;
const HASHTAG = `query SoakHashtag($tag: String!) { hashtag(tag: $tag, first: 12) { tag postsCount posts { edges { node { id mediaUrl likesCount } } } } }`;
const POST_CHANGED = `subscription SoakPostChanged($ids: [ID!]!) { postChanged(ids: $ids) { id likesCount commentsCount } }`;
const FEED_UPDATED = `subscription SoakFeedUpdated { feedUpdated { newPost { id } removedPostId } }`;
const CONVERSATION_UPDATED = `subscription SoakConversationUpdated { conversationUpdated { id unreadTotal } }`;

const TAGS = ['sunset', 'travel', 'hiking', 'food', 'nature', 'art', 'night'];
const WATCHED_POSTS = 20;
const IDLE_SOCKET_MS = 2000;
/** The run is cut into this many windows: a minute each at the default 10 minutes. */
const WINDOWS = 10;

type Person = { index: number; userId: string; token: string; headers: Record<string, string>; conversationId: string | null; seen: string[] };
type Action = { name: string; weight: number; write: boolean; run: (person: Person, random: Random) => Promise<GraphQLAnswer> };

const problem = (answer: GraphQLAnswer) =>
  answer.status !== 200
    ? `HTTP ${answer.status}: ${answer.errors?.[0]?.message ?? ''}`
    : answer.errors?.length
      ? answer.errors[0].message
      : answer.data
        ? null
        : 'no data';
const pick = <T>(random: Random, values: readonly T[]): T => values[random.int(values.length)];

/**
 * `clients` seeded people, each with their own session and address, browsing like people do for
 * `minutes`: the feed, post pages, likes, comments, follows, messages, searches and hashtags, a
 * pause of `thinkMs` on average between taps. `subscribers` of them hold a socket with three
 * subscriptions open the whole time. Per window: requests, errors, p50/p99 and the server's RSS.
 */
export async function benchSoak(server: ChildServer, data: Dataset, secret: string, options: SoakOptions, log: (line: string) => void): Promise<SoakFigures> {
  const clients = Math.min(options.clients, data.sizes.users - (data.sizes.users % 2));
  const subscribers = Math.min(options.subscribers, clients);
  const http = graphqlClient(server.port, clients, IDLE_SOCKET_MS);
  const people: Person[] = Array.from({ length: clients }, (_, index) => ({
    index,
    userId: data.userIds[index],
    token: sessionToken(secret, data.userIds[index]),
    headers: { 'x-forwarded-for': `10.77.${index >> 8}.${index & 255}` },
    conversationId: null,
    seen: [],
  }));
  const hot = data.postIds.slice(-HOT_POSTS);
  const errorSamples = new Set<string>();
  const sockets: Client[] = [];
  let stopping = false;
  let socketErrors = 0;
  let deliveries = 0;

  const actions: Action[] = [
    { name: 'feed', weight: 25, write: false, run: feed },
    { name: 'post page', weight: 15, write: false, run: (p, r) => http.post(POST_PAGE, { id: postOf(p, r) }, p.token, p.headers) },
    { name: 'like', weight: 14, write: true, run: (p, r) => http.post(TOGGLE_LIKE, { postId: postOf(p, r) }, p.token, p.headers) },
    {
      name: 'comment',
      weight: 6,
      write: true,
      run: (p, r) => http.post(ADD_COMMENT, { postId: postOf(p, r), content: `Lovely! #soak ${r.int(1000)}` }, p.token, p.headers),
    },
    {
      name: 'follow',
      weight: 4,
      write: true,
      run: (p, r) => http.post(TOGGLE_FOLLOW, { userId: data.userIds[followable(p, r)] }, p.token, p.headers),
    },
    {
      name: 'message',
      weight: 8,
      write: true,
      run: (p, r) => http.post(SEND, { c: p.conversationId, content: `See you at ${r.int(24)}h?` }, p.token, p.headers),
    },
    { name: 'conversations', weight: 10, write: false, run: (p) => http.post(CONVERSATIONS, {}, p.token, p.headers) },
    { name: 'search users', weight: 6, write: false, run: (p, r) => http.post(SEARCH_USERS, { q: `user00${r.int(100)}` }, p.token, p.headers) },
    { name: 'search posts', weight: 6, write: false, run: (p, r) => http.post(SEARCH_POSTS, { q: pick(r, TAGS) }, p.token, p.headers) },
    { name: 'hashtag', weight: 6, write: false, run: (p, r) => http.post(HASHTAG, { tag: pick(r, TAGS) }, p.token, p.headers) },
  ];
  const totalWeight = actions.reduce((sum, a) => sum + a.weight, 0);
  const choose = (random: Random) => {
    let roll = random.int(totalWeight);
    for (const action of actions) {
      roll -= action.weight;
      if (roll < 0) return action;
    }
    return actions[0];
  };

  async function feed(person: Person): Promise<GraphQLAnswer> {
    const answer = await http.post(FEED, {}, person.token, person.headers);
    const ids = answer.data?.feed?.edges?.map((edge: { node: { id: string } }) => edge.node.id);
    if (Array.isArray(ids) && ids.length) person.seen = ids;
    return answer;
  }
  /** Someone else, with no block between them (the server refuses those follows). */
  function followable(person: Person, random: Random): number {
    for (;;) {
      const other = (person.index + 1 + random.int(data.sizes.users - 1)) % data.sizes.users;
      if (!blockedEitherWay(data, person.index, other)) return other;
    }
  }
  function postOf(person: Person, random: Random): string {
    return person.seen.length && random.next() < 0.5 ? pick(random, person.seen) : pick(random, hot);
  }

  try {
    log(`   setting up: ${clients / 2} conversations, ${subscribers} sockets with 3 subscriptions each...`);
    for (let pair = 0; pair < clients / 2; pair += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, clients / 2 - pair) }, async (_, k) => {
          const [a, b] = [people[2 * (pair + k)], people[2 * (pair + k) + 1]];
          const answer = await http.post(START, { userId: b.userId }, a.token, a.headers);
          if (problem(answer)) throw new Error(`startConversation failed: ${problem(answer)}`);
          a.conversationId = b.conversationId = answer.data.startConversation.id;
        }),
      );
    }
    for (const person of people.slice(0, subscribers)) sockets.push(await subscribe(person));

    const windowSeconds = (options.minutes * 60) / WINDOWS;
    const windowCount = WINDOWS;
    const latencies: number[][] = Array.from({ length: windowCount }, () => []);
    const errors = new Array<number>(windowCount).fill(0);
    // RSS rises and falls with each major GC: a window's figure is the mean of one sample a second.
    const rssSamples: number[][] = Array.from({ length: windowCount }, () => []);
    const meanRss = (w: number) => rssSamples[w].reduce((a, b) => a + b, 0) / Math.max(1, rssSamples[w].length);
    const delivered = new Array<number>(windowCount).fill(0);
    let writes = 0;
    const started = performance.now();
    const deadline = started + windowCount * windowSeconds * 1000;
    const windowOf = (at: number) => Math.min(windowCount - 1, Math.floor((at - started) / (windowSeconds * 1000)));
    let deliveriesBefore = 0;
    const rssSampler = setInterval(() => rssSamples[windowOf(performance.now())].push(server.rss()), 1000);
    const samplers = Array.from({ length: windowCount }, (_, w) =>
      setTimeout(
        () => {
          delivered[w] = deliveries - deliveriesBefore;
          deliveriesBefore = deliveries;
          log(
            `   ${(((w + 1) * windowSeconds) / 60).toFixed(1)} min: ${latencies[w].length} requests, ${errors[w]} errors, RSS ${Math.round(meanRss(w) / 2 ** 20)} MB`,
          );
        },
        (w + 1) * windowSeconds * 1000 - 50,
      ),
    );
    socketErrors = 0;

    const browse = async (person: Person) => {
      const random = seededRandom(1000 + person.index);
      // Spread the first taps over the first think time, as people arrive one by one.
      await sleep(random.next() * options.thinkMs);
      while (performance.now() < deadline) {
        const action = choose(random);
        const sent = performance.now();
        let error: string | null;
        try {
          error = problem(await action.run(person, random));
        } catch (thrown) {
          error = thrown instanceof Error ? thrown.message : String(thrown);
        }
        const w = windowOf(sent);
        latencies[w].push(performance.now() - sent);
        if (action.write) writes++;
        if (error) {
          errors[w]++;
          if (errorSamples.size < 5) errorSamples.add(`${action.name}: ${error}`);
        }
        await sleep(-Math.log(1 - random.next()) * options.thinkMs);
      }
    };
    await Promise.all(people.map(browse));
    clearInterval(rssSampler);
    for (const timer of samplers) clearTimeout(timer);

    const windows = latencies.map((list, w): SoakWindow => {
      const summary = summarize(list, errors[w], windowSeconds, null);
      return {
        endSeconds: (w + 1) * windowSeconds,
        requests: summary.requests,
        errors: errors[w],
        p50Ms: summary.p50Ms,
        p99Ms: summary.p99Ms,
        rssBytes: meanRss(w),
        deliveries: delivered[w],
      };
    });
    const requests = windows.reduce((sum, w) => sum + w.requests, 0);
    const p99Of = (from: number, to: number) => percentile(Float64Array.from(latencies.slice(from, to).flat()).sort(), 0.99);
    return {
      options,
      windowSeconds,
      windows,
      requests,
      errors: errors.reduce((a, b) => a + b, 0) + socketErrors,
      errorSamples: [...errorSamples],
      subscriptions: sockets.length * 3,
      deliveries,
      writesPerClientMinute: writes / clients / ((windowCount * windowSeconds) / 60),
      p99AfterWarmUpMs: p99Of(2, 5),
      p99LastMs: p99Of(WINDOWS - 3, WINDOWS),
      p99Ms: p99Of(0, WINDOWS),
    };
  } finally {
    stopping = true;
    for (const socket of sockets) await socket.dispose();
    http.close();
  }

  async function subscribe(person: Person): Promise<Client> {
    const origin = `http://127.0.0.1:${server.port}`;
    // The browser's Origin and the person's own address, on the socket as on their requests.
    class PersonSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { origin, ...person.headers } });
      }
    }
    const socket = createClient({
      url: `ws://127.0.0.1:${server.port}/graphql`,
      webSocketImpl: PersonSocket,
      connectionParams: { token: person.token },
      retryAttempts: 0,
      lazy: false,
    });
    const failed = (what: string) => (error: unknown) => {
      if (stopping) return;
      socketErrors++;
      if (errorSamples.size < 5) errorSamples.add(`${what}: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
    };
    socket.on('closed', (event) => !stopping && failed('socket closed')(new Error(`code ${(event as { code?: number }).code}`)));
    const sink = (what: string) => ({ next: () => void deliveries++, error: failed(what), complete: () => undefined });
    const watched = hot.slice(-WATCHED_POSTS);
    socket.subscribe({ query: POST_CHANGED, variables: { ids: watched } }, sink('postChanged'));
    socket.subscribe({ query: FEED_UPDATED }, sink('feedUpdated'));
    socket.subscribe({ query: CONVERSATION_UPDATED }, sink('conversationUpdated'));
    await new Promise<void>((resolve, reject) => {
      socket.on('connected', () => resolve());
      socket.on('error', reject);
    });
    return socket;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
