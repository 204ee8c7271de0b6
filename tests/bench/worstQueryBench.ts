import { sessionToken } from './benchSession';
import type { Dataset } from './dataset';
import { graphqlClient, type GraphQLAnswer } from './graphqlClient';
import { runLoad } from './load';
import { busiest } from './relations';
import type { LoadSummary } from './stats';
import { WORST_QUERIES } from './worstQueries';

const WARM_UP_REQUESTS = 5;

export type WorstQueryFigures = { trivial: LoadSummary; runs: { name: string; run: LoadSummary }[] };

const problem = (answer: GraphQLAnswer) =>
  answer.status !== 200 ? `HTTP ${answer.status}: ${answer.errors?.[0]?.message}` : (answer.errors?.[0]?.message ?? null);

/**
 * Each of the most expensive requests the bounds accept, one at a time (one client: the time a
 * single request holds the server), beside `{ __typename }` in the same run. The viewer follows
 * the most people, and the profile is of the person who posted the most.
 */
export async function benchWorstQueries(port: number, data: Dataset, secret: string, requests: number): Promise<WorstQueryFigures> {
  const viewer = sessionToken(secret, data.userIds[busiest(data.followFollower, data.sizes.users)]);
  const author = data.userIds[busiest(data.postAuthor, data.sizes.users)];
  const http = graphqlClient(port, 1);
  try {
    const trivial = () => http.post('{ __typename }', {}, viewer).then(problem);
    await runLoad(1, WARM_UP_REQUESTS * 10, trivial);
    const runs = [];
    for (const [name, { query, variables }] of Object.entries(WORST_QUERIES)) {
      const attempt = () => http.post(query, { id: author, ...variables }, viewer).then(problem);
      await runLoad(1, WARM_UP_REQUESTS, attempt);
      runs.push({ name, run: await runLoad(1, requests, attempt, 60) });
    }
    return { trivial: await runLoad(1, requests, trivial), runs };
  } finally {
    http.close();
  }
}
