import { sessionToken } from './benchSession';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { ChildServer } from './childServer';
import type { Dataset } from './dataset';
import { graphqlClient, type GraphQLAnswer } from './graphqlClient';
import { runLoad } from './load';
import { percentile, type LoadSummary } from './stats';

const TRIVIAL = '{ __typename }';
const START = `mutation Start($userId: ID!) { startConversation(userId: $userId) { id } }`;
const SEND = `mutation Send($c: ID!, $content: String!) { sendMessage(conversationId: $c, content: $content) { id } }`;
const ADDED = `subscription Added($c: ID!) { messageAdded(conversationId: $c) { id content } }`;

const problem = (answer: GraphQLAnswer) => (answer.status !== 200 ? `HTTP ${answer.status}` : answer.errors?.length ? answer.errors[0].message : null);

export type MessageFigures = {
  subscriptions: number;
  /** Send mutation to the other participant's subscription, and the mutation's own answer (baseline). */
  delivery: { p50Ms: number; p99Ms: number; lost: number; samples: number };
  sendAnswer: { p50Ms: number; p99Ms: number };
  bytesPerSubscription: number;
  sends: LoadSummary;
  trivial: LoadSummary;
  senders: number;
};

/**
 * Pairs of seeded users, each with a conversation; every participant listens to their
 * conversation over its own graphql-ws socket (`subscriptions` in all). Then: delivery latency
 * of single sends while all listen, memory per open subscription, and sends per second with
 * `senders` users sending at once.
 */
export async function benchMessages(
  server: ChildServer,
  data: Dataset,
  secret: string,
  subscriptions: number,
  senders: number,
  deliveries: number,
): Promise<MessageFigures> {
  const people = Math.min(subscriptions, data.sizes.users - (data.sizes.users % 2));
  const tokens = Array.from({ length: people }, (_, i) => sessionToken(secret, data.userIds[i]));
  const http = graphqlClient(server.port, Math.max(senders, 20));
  const sockets: Client[] = [];
  try {
    // Person 2k talks with 2k+1.
    const conversationOf: string[] = new Array(people);
    await runLoad(20, Math.ceil(people / 2 / 20), async (client, i) => {
      const pair = client * Math.ceil(people / 2 / 20) + i;
      if (2 * pair + 1 >= people) return null;
      const answer = await http.post(START, { userId: data.userIds[2 * pair + 1] }, tokens[2 * pair]);
      const id = answer.data?.startConversation?.id;
      conversationOf[2 * pair] = conversationOf[2 * pair + 1] = id;
      return problem(answer);
    });

    const rssBefore = server.rss();
    const arrivals = new Map<string, number>();
    let open = 0;
    for (let start = 0; start < subscriptions; start += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, subscriptions - start) }, async (_, k) => {
          const person = (start + k) % people;
          // Each person from an address of their own, as people are: one address opens only so many sockets.
          const address = `10.78.${person >> 8}.${person & 255}`;
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
            socket.subscribe<{ messageAdded: { content: string } }>(
              { query: ADDED, variables: { c: conversationOf[person] } },
              {
                next: ({ data: added }) => {
                  const content = added?.messageAdded.content;
                  if (content && !arrivals.has(content)) arrivals.set(content, performance.now());
                },
                error: reject,
                complete: () => undefined,
              },
            );
          });
          open++;
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const bytesPerSubscription = (server.rss() - rssBefore) / open;

    // Delivery: one message at a time from a random participant, timed to the first listener.
    const delays: number[] = [];
    const answers: number[] = [];
    let lost = 0;
    for (let k = 0; k < deliveries; k++) {
      const person = (k * 7919) % people;
      const content = `bench delivery ${k}`;
      const sent = performance.now();
      const answer = await http.post(SEND, { c: conversationOf[person], content }, tokens[person]);
      answers.push(performance.now() - sent);
      if (problem(answer)) throw new Error(`send failed: ${problem(answer)}`);
      const until = performance.now() + 2000;
      while (!arrivals.has(content) && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 1));
      const arrived = arrivals.get(content);
      if (arrived === undefined) lost++;
      else delays.push(arrived - sent);
    }
    const sortedDelays = Float64Array.from(delays).sort();
    const sortedAnswers = Float64Array.from(answers).sort();

    // Throughput: `senders` people at once, each in a conversation of their own (one side of
    // each pair, as long as there are pairs enough), all listeners open.
    const sending = Math.min(senders, people);
    const senderOf = (client: number) => (sending * 2 <= people ? client * 2 : client);
    const send = async (client: number, i: number) => {
      const person = senderOf(client);
      return problem(await http.post(SEND, { c: conversationOf[person], content: `load ${client} ${i}` }, tokens[person]));
    };
    const trivial = async (client: number) => problem(await http.post(TRIVIAL, {}, tokens[senderOf(client)]));
    await runLoad(sending, 5, send);
    const trivialRun = await runLoad(sending, 20, trivial);
    const sends = await runLoad(sending, 20, send, 20);
    return {
      subscriptions: open,
      delivery: { p50Ms: percentile(sortedDelays, 0.5), p99Ms: percentile(sortedDelays, 0.99), lost, samples: deliveries },
      sendAnswer: { p50Ms: percentile(sortedAnswers, 0.5), p99Ms: percentile(sortedAnswers, 0.99) },
      bytesPerSubscription,
      sends,
      trivial: trivialRun,
      senders: sending,
    };
  } finally {
    for (const socket of sockets) await socket.dispose();
    http.close();
  }
}
