import { sessionToken } from './benchSession';
import type { Dataset } from './dataset';
import { graphqlClient, type GraphQLAnswer } from './graphqlClient';
import { FEED } from './httpBench';
import { runLoad, runLoadsInTurns } from './load';
import type { LoadSummary } from './stats';

const WARM_UP_REQUESTS = 1000;
// Of each group, in turns of one request per client (see runLoadsInTurns). Five or six comparisons
// on one server each: 1 client, the ratio of the two p99s ranged 0.58 to 1.34 in 4 turns of 1,000,
// 0.68 to 1.16 in turns of one request with 4,000, 0.97 to 1.04 with 20,000; 8 clients, the ratio
// of the throughputs ranged 0.59 to 1.02 in 4 turns of 1,000, 0.77 to 1.30 in 20, 0.98 to 1.01 in
// turns of 40.
const REQUESTS_PER_GROUP = 20_000;
const PER_CLIENT_PER_TURN = { one: 1, many: 5 };
const FEED_CURSOR = 'query FeedCursor { feed(first: 20) { pageInfo { endCursor hasNextPage } } }';
const FEED_PAGE_2 = `query FeedPage2($after: String) {
  feed(first: 20, after: $after) { edges { node { id caption likesCount commentsCount isLiked createdAt user { id username avatar } } } }
}`;

export type RelationFeedFigures = {
  /** The first page (as the feed bench asks it), viewers with relations and without, one client then `clients`. */
  with1: LoadSummary;
  without1: LoadSummary;
  withN: LoadSummary;
  withoutN: LoadSummary;
  /** The second page, which is never remembered: every request chooses its authors through the policy. */
  withPage2: LoadSummary;
  withoutPage2: LoadSummary;
  clients: number;
  viewers: number;
  avgEdgesWith: number;
  avgEdgesWithout: number;
};

function problem(answer: GraphQLAnswer): string | null {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  return answer.errors?.length ? answer.errors[0].message : null;
}

/**
 * Issue 20's variant of the feed bench: the same feed, asked by the viewers with blocks,
 * mutes and private accounts they follow, and by as many viewers without any relation who follow
 * as many people (relations.ts), in the same run on the same server, the two groups in short turns
 * (a request per client each): one client, then `clients` at once, then (without a target) the
 * second page, which the server never remembers.
 */
export async function benchFeedWithRelations(port: number, data: Dataset, secret: string, requests: number, clients: number): Promise<RelationFeedFigures> {
  const { viewersWith, viewersWithout } = data.relations;
  if (viewersWith.length === 0) throw new Error('The dataset has no viewers with relations: raise BENCH_SCALE');
  const tokens = (viewers: Int32Array) => Array.from(viewers, (u) => sessionToken(secret, data.userIds[u]));
  const groups = { with: tokens(viewersWith), without: tokens(viewersWithout) };
  const edges = { with: 0, without: 0 };
  const pages = { with: 0, without: 0 };
  const http = graphqlClient(port, clients);
  const feed = (group: 'with' | 'without') => async (client: number, i: number) => {
    const list = groups[group];
    const answer = await http.post(FEED, {}, list[(client * 7919 + i) % list.length]);
    const page = answer.data?.feed?.edges;
    if (Array.isArray(page)) {
      edges[group] += page.length;
      pages[group]++;
    }
    return problem(answer) ?? (Array.isArray(page) ? null : 'no feed in the answer');
  };
  try {
    const [feedWith, feedWithout] = [feed('with'), feed('without')];
    await runLoad(clients, Math.ceil(WARM_UP_REQUESTS / clients), feedWith);
    await runLoad(clients, Math.ceil(WARM_UP_REQUESTS / clients), feedWithout);
    edges.with = edges.without = pages.with = pages.without = 0;
    const [with1, without1] = await runLoadsInTurns(REQUESTS_PER_GROUP, 1, PER_CLIENT_PER_TURN.one, feedWith, feedWithout);
    const [withN, withoutN] = await runLoadsInTurns(
      Math.ceil(REQUESTS_PER_GROUP / clients / PER_CLIENT_PER_TURN.many),
      clients,
      PER_CLIENT_PER_TURN.many,
      feedWith,
      feedWithout,
    );

    // The second page of each viewer whose feed has one.
    const secondPages = async (list: string[]) => {
      const found: { token: string; after: string }[] = [];
      for (const token of list) {
        const info = (await http.post(FEED_CURSOR, {}, token)).data?.feed?.pageInfo;
        if (info?.hasNextPage && info.endCursor) found.push({ token, after: info.endCursor });
      }
      return found;
    };
    const [page2With, page2Without] = [await secondPages(groups.with), await secondPages(groups.without)];
    const page2 = (list: { token: string; after: string }[]) => async (_client: number, i: number) => {
      if (list.length === 0) return 'no viewer with a second page';
      const { token, after } = list[i % list.length];
      const answer = await http.post(FEED_PAGE_2, { after }, token);
      return problem(answer) ?? (Array.isArray(answer.data?.feed?.edges) ? null : 'no feed in the answer');
    };
    await runLoad(1, WARM_UP_REQUESTS / 4, page2(page2With));
    await runLoad(1, WARM_UP_REQUESTS / 4, page2(page2Without));
    const [withPage2, withoutPage2] = await runLoadsInTurns(requests / 4, 1, PER_CLIENT_PER_TURN.one, page2(page2With), page2(page2Without));
    return {
      with1,
      without1,
      withN,
      withoutN,
      withPage2,
      withoutPage2,
      clients,
      viewers: viewersWith.length,
      avgEdgesWith: edges.with / Math.max(1, pages.with),
      avgEdgesWithout: edges.without / Math.max(1, pages.without),
    };
  } finally {
    http.close();
  }
}
