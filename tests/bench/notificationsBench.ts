import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { sessionToken } from './benchSession';
import type { ChildServer } from './childServer';
import type { Dataset } from './dataset';
import { graphqlClient, type GraphQLAnswer } from './graphqlClient';
import { runLoad } from './load';
import { privateOrBlocking } from './relations';
import { percentile, type LoadSummary } from './stats';

const TRIVIAL = '{ __typename }';
const WARM_UP_REQUESTS = 1000;
const PAGE = `query Activity { notifications(first: 20) {
  edges { node { id type actorsCount createdAt read detail actors { id username avatar } post { id mediaUrl } comment { id content } } }
  pageInfo { endCursor hasNextPage }
} }`;
const COUNT = '{ unreadNotificationsCount }';
const READ = 'mutation { markNotificationsRead }';
export const LIKE = 'mutation Like($p: ID!) { toggleLike(postId: $p) { liked } }';
const LIVE_COUNT = 'subscription { unreadNotificationsCount }';

const problem = (answer: GraphQLAnswer) => (answer.status !== 200 ? `HTTP ${answer.status}` : answer.errors?.length ? answer.errors[0].message : null);

export type NotificationFigures = {
  page: LoadSummary;
  count: LoadSummary;
  trivial: LoadSummary;
  /** Entries on the pages read, on average: the page is measured full, not empty. */
  avgEntries: number;
  subscriptions: number;
  /** A like to its author's unread count pushed, beside the like's own answer (baseline). */
  live: { p50Ms: number; p99Ms: number; lost: number; samples: number };
  likeAnswer: { p50Ms: number; p99Ms: number };
};

/**
 * People whose posts were liked and commented on while the dataset was seeded: the read store
 * holds their Activity (a million entries at full scale). Their notifications page and unread
 * count, one client each, beside `{ __typename }`; then `subscriptions` of them listen to their
 * unread count, and each of `deliveries` likes is timed to its author's push.
 */
export async function benchNotifications(
  server: ChildServer,
  data: Dataset,
  secret: string,
  requests: number,
  subscriptions: number,
  deliveries: number,
): Promise<NotificationFigures> {
  const open = privateOrBlocking(data);
  // Each person with a post of theirs that anyone may like; private or blocking people left out.
  const postOf = new Map<number, string>();
  for (let p = 0; p < data.sizes.posts; p++)
    if (!open.has(data.postAuthor[p]) && !postOf.has(data.postAuthor[p])) postOf.set(data.postAuthor[p], data.postIds[p]);
  const authors = [...postOf.keys()];
  const tokens = authors.map((person) => sessionToken(secret, data.userIds[person]));
  const http = graphqlClient(server.port, 20);
  const sockets: Client[] = [];
  try {
    let entries = 0;
    let pages = 0;
    const page = async (_c: number, i: number) => {
      const answer = await http.post(PAGE, {}, tokens[i % tokens.length]);
      entries += answer.data?.notifications?.edges?.length ?? 0;
      pages++;
      return problem(answer);
    };
    const count = async (_c: number, i: number) => problem(await http.post(COUNT, {}, tokens[i % tokens.length]));
    const trivial = async (_c: number, i: number) => problem(await http.post(TRIVIAL, {}, tokens[i % tokens.length]));
    for (const attempt of [page, count, trivial]) await runLoad(1, WARM_UP_REQUESTS, attempt);
    entries = pages = 0;
    const trivialRun = await runLoad(1, requests, trivial);
    const pageRun = await runLoad(1, requests, page);
    const countRun = await runLoad(1, requests, count);

    // Live: each listener from an address of its own, as people are.
    const listeners = Math.min(subscriptions, authors.length - 1);
    const pushes = new Map<number, number[]>();
    for (let start = 0; start < listeners; start += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, listeners - start) }, async (_, k) => {
          const person = start + k;
          const address = `10.79.${person >> 8}.${person & 255}`;
          class PersonSocket extends WebSocket {
            constructor(url: string, protocols?: string | string[]) {
              super(url, protocols, { headers: { 'x-forwarded-for': address } });
            }
          }
          const socket = createClient({
            url: `ws://127.0.0.1:${server.port}/graphql`,
            webSocketImpl: PersonSocket,
            connectionParams: { token: tokens[person] },
            retryAttempts: 0,
          });
          sockets.push(socket);
          await new Promise<void>((resolve, reject) => {
            socket.on('connected', () => resolve());
            socket.subscribe<{ unreadNotificationsCount: number }>(
              { query: LIVE_COUNT },
              {
                next: ({ data: pushed }) => {
                  if ((pushed?.unreadNotificationsCount ?? 0) > 0) pushes.set(person, [...(pushes.get(person) ?? []), performance.now()]);
                },
                error: reject,
                complete: () => undefined,
              },
            );
          });
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    // One like at a time, by the next author, on a listener's post whose Activity was just read:
    // the like makes an entry unread, so the count changes and is pushed.
    const delays: number[] = [];
    const answers: number[] = [];
    let lost = 0;
    for (let k = 0; k < deliveries; k++) {
      const person = (k * 7919) % listeners;
      const liker = tokens[(person + 1) % tokens.length];
      const postId = postOf.get(authors[person])!;
      let sent = 0;
      let liked = false;
      // A post the liker had liked already is unliked by the first tap: the second likes it, timed.
      for (let tap = 0; tap < 2 && !liked; tap++) {
        await http.post(READ, {}, tokens[person]);
        sent = performance.now();
        const answer = await http.post(LIKE, { p: postId }, liker);
        if (problem(answer)) throw new Error(`like failed: ${problem(answer)}`);
        liked = answer.data?.toggleLike?.liked === true;
      }
      answers.push(performance.now() - sent);
      const until = performance.now() + 2000;
      const arrival = () => pushes.get(person)?.find((at) => at >= sent);
      while (arrival() === undefined && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 1));
      const arrived = arrival();
      if (arrived === undefined) lost++;
      else delays.push(arrived - sent);
    }
    const sortedDelays = Float64Array.from(delays).sort();
    const sortedAnswers = Float64Array.from(answers).sort();
    return {
      page: pageRun,
      count: countRun,
      trivial: trivialRun,
      avgEntries: entries / Math.max(1, pages),
      subscriptions: sockets.length,
      live: { p50Ms: percentile(sortedDelays, 0.5), p99Ms: percentile(sortedDelays, 0.99), lost, samples: deliveries },
      likeAnswer: { p50Ms: percentile(sortedAnswers, 0.5), p99Ms: percentile(sortedAnswers, 0.99) },
    };
  } finally {
    for (const socket of sockets) await socket.dispose();
    http.close();
  }
}
