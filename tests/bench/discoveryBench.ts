import { sessionToken } from './benchSession';
import type { Dataset } from './dataset';
import { graphqlClient, type GraphQLAnswer } from './graphqlClient';
import { runLoad } from './load';
import { seededRandom } from './prng';
import type { LoadSummary } from './stats';

const TRIVIAL = '{ __typename }';
const WARM_UP_REQUESTS = 1500;
const SEARCH = `query Search($q: String!) {
  searchPosts(query: $q, first: 24) { edges { node { id mediaUrl mediaType posterUrl caption likesCount commentsCount user { id username } } } pageInfo { endCursor hasNextPage } }
}`;
const HASHTAG = `query Hashtag($tag: String!) {
  hashtag(tag: $tag, first: 12) { tag postsCount posts { edges { node { id caption location likesCount commentsCount isLiked createdAt user { id username avatar } } } pageInfo { endCursor hasNextPage } } }
}`;
const STORIES = `query Stories { stories { hasUnseen user { id username avatar } stories { id mediaUrl createdAt seen } } }`;
// The bench captions' hashtags and words, places, and people: common, rare and absent texts alike.
const TAGS = ['sunset', 'travel', 'hiking', 'mountains', 'art', 'food', 'nature', 'night', 'photography'];
const WORDS = ['sunset', 'Lisbon', 'quiet trail', 'lunch', 'bled', 'MOOD', 'colour study', 'po', 'nothing-matches-this'];

function problem(answer: GraphQLAnswer, field: string): string | null {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  if (answer.errors?.length) return answer.errors[0].message;
  return answer.data?.[field] ? null : `no ${field} in the answer`;
}

export type DiscoveryFigures = {
  search: LoadSummary;
  hashtag: LoadSummary;
  stories: LoadSummary;
  trivial: LoadSummary;
  avgSearchHits: number;
  avgStoryGroups: number;
};

/** Search, a hashtag page and the stories row, one client each, beside `{ __typename }` in the same run. */
export async function benchDiscovery(port: number, data: Dataset, secret: string, requests: number): Promise<DiscoveryFigures> {
  const random = seededRandom(4242);
  const tokens = Array.from({ length: 500 }, () => sessionToken(secret, data.userIds[random.int(data.sizes.users)]));
  const texts = Array.from({ length: 500 }, (_, i) => (i % 3 === 0 ? data.usernames[random.int(data.sizes.users)] : WORDS[i % WORDS.length]));
  const http = graphqlClient(port, 1);
  let hits = 0;
  let searches = 0;
  let groups = 0;
  let rows = 0;
  const search = async (_c: number, i: number) => {
    const answer = await http.post(SEARCH, { q: texts[i % texts.length] }, tokens[i % tokens.length]);
    hits += answer.data?.searchPosts?.edges?.length ?? 0;
    searches++;
    return problem(answer, 'searchPosts');
  };
  const hashtag = async (_c: number, i: number) => problem(await http.post(HASHTAG, { tag: TAGS[i % TAGS.length] }, tokens[i % tokens.length]), 'hashtag');
  const stories = async (_c: number, i: number) => {
    const answer = await http.post(STORIES, {}, tokens[i % tokens.length]);
    groups += answer.data?.stories?.length ?? 0;
    rows++;
    return problem(answer, 'stories');
  };
  const trivial = async (_c: number, i: number) => problem(await http.post(TRIVIAL, {}, tokens[i % tokens.length]), '__typename');
  try {
    for (const attempt of [search, hashtag, stories, trivial]) await runLoad(1, WARM_UP_REQUESTS, attempt);
    hits = searches = groups = rows = 0;
    const trivialRun = await runLoad(1, requests, trivial);
    const searchRun = await runLoad(1, requests, search);
    const hashtagRun = await runLoad(1, requests, hashtag);
    const storiesRun = await runLoad(1, requests, stories);
    return {
      search: searchRun,
      hashtag: hashtagRun,
      stories: storiesRun,
      trivial: trivialRun,
      avgSearchHits: hits / Math.max(1, searches),
      avgStoryGroups: groups / Math.max(1, rows),
    };
  } finally {
    http.close();
  }
}
