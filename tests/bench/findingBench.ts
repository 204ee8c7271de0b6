import { sessionToken } from './benchSession';
import type { Dataset } from './dataset';
import { graphqlClient, type GraphQLAnswer } from './graphqlClient';
import { runLoad } from './load';
import { seededRandom } from './prng';
import type { LoadSummary } from './stats';

const TRIVIAL = '{ __typename }';
const WARM_UP_REQUESTS = 1500;
const VIEWERS = 500;
const ACCOUNTS = `query Accounts($q: String!) { searchUsers(query: $q, first: 20) { id username fullName avatar } }`;
const SUGGESTED = `query Suggested { suggestedUsers(first: 30) { user { id username fullName avatar isFollowedByMe isRequestedByMe } followedBy { id username } followedByCount } }`;
const EXPLORE = `query Explore($after: String) {
  explore(first: 24, after: $after) { edges { node { id mediaUrl mediaType posterUrl caption likesCount commentsCount user { id username } } } pageInfo { endCursor hasNextPage } }
}`;

function problem(answer: GraphQLAnswer, field: string): string | null {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  if (answer.errors?.length) return answer.errors[0].message;
  return answer.data?.[field] ? null : `no ${field} in the answer`;
}

export type FindingFigures = {
  accounts: LoadSummary;
  suggested: LoadSummary;
  explore: LoadSummary;
  trivial: LoadSummary;
  avgAccounts: number;
  avgSuggested: number;
  avgFollowedBy: number;
  avgExplorePosts: number;
  /** How many people the viewers follow, on average (the suggestions read whom those follow). */
  avgViewerFollowees: number;
};

/** The texts account search is asked: prefixes of the seeded usernames from 2 characters to whole names (the commonest match every person), and one nobody has. */
function searchTexts(data: Dataset, count: number, random: ReturnType<typeof seededRandom>): string[] {
  return Array.from({ length: count }, (_, i) => {
    if (i % 10 === 9) return 'nobody-has-this';
    const name = data.usernames[random.int(data.sizes.users)];
    return name.slice(0, 2 + random.int(name.length - 1));
  });
}

/**
 * Account search, suggested people and Explore (a first page, or the page after one), one client
 * each, beside `{ __typename }` in the same run. The viewers are the people who follow the most,
 * the heaviest suggestions to work out.
 */
export async function benchFinding(port: number, data: Dataset, secret: string, requests: number): Promise<FindingFigures> {
  const random = seededRandom(2121);
  const followees = new Int32Array(data.sizes.users);
  for (const follower of data.followFollower) followees[follower]++;
  const viewers = Array.from({ length: data.sizes.users }, (_, i) => i)
    .sort((a, b) => followees[b] - followees[a])
    .slice(0, VIEWERS);
  const tokens = viewers.map((i) => sessionToken(secret, data.userIds[i]));
  const texts = searchTexts(data, 500, random);
  const cursors = new Map<number, string>();
  const http = graphqlClient(port, 1);
  const counted = { accounts: 0, accountAnswers: 0, suggested: 0, followedBy: 0, suggestedAnswers: 0, posts: 0, pages: 0 };

  const accounts = async (_c: number, i: number) => {
    const answer = await http.post(ACCOUNTS, { q: texts[i % texts.length] }, tokens[i % tokens.length]);
    counted.accounts += answer.data?.searchUsers?.length ?? 0;
    counted.accountAnswers++;
    return problem(answer, 'searchUsers');
  };
  const suggested = async (_c: number, i: number) => {
    const answer = await http.post(SUGGESTED, {}, tokens[i % tokens.length]);
    const found: { followedByCount: number }[] = answer.data?.suggestedUsers ?? [];
    counted.suggested += found.length;
    counted.followedBy += found.filter((s) => s.followedByCount > 0).length;
    counted.suggestedAnswers++;
    return problem(answer, 'suggestedUsers');
  };
  // Two first pages, then the page after the viewer's last first page, in turn.
  const explore = async (_c: number, i: number) => {
    const viewer = i % tokens.length;
    const after = i % 3 === 2 ? (cursors.get(viewer) ?? null) : null;
    const answer = await http.post(EXPLORE, { after }, tokens[viewer]);
    const page = answer.data?.explore;
    if (after === null && page?.pageInfo.hasNextPage) cursors.set(viewer, page.pageInfo.endCursor);
    counted.posts += page?.edges.length ?? 0;
    counted.pages++;
    return problem(answer, 'explore');
  };
  const trivial = async (_c: number, i: number) => problem(await http.post(TRIVIAL, {}, tokens[i % tokens.length]), '__typename');
  try {
    for (const attempt of [accounts, suggested, explore, trivial]) await runLoad(1, WARM_UP_REQUESTS, attempt);
    for (const key of Object.keys(counted) as (keyof typeof counted)[]) counted[key] = 0;
    const trivialRun = await runLoad(1, requests, trivial);
    const accountsRun = await runLoad(1, requests, accounts);
    const suggestedRun = await runLoad(1, requests, suggested);
    const exploreRun = await runLoad(1, requests, explore);
    return {
      accounts: accountsRun,
      suggested: suggestedRun,
      explore: exploreRun,
      trivial: trivialRun,
      avgAccounts: counted.accounts / Math.max(1, counted.accountAnswers),
      avgSuggested: counted.suggested / Math.max(1, counted.suggestedAnswers),
      avgFollowedBy: counted.followedBy / Math.max(1, counted.suggestedAnswers),
      avgExplorePosts: counted.posts / Math.max(1, counted.pages),
      avgViewerFollowees: viewers.reduce((sum, i) => sum + followees[i], 0) / viewers.length,
    };
  } finally {
    http.close();
  }
}
