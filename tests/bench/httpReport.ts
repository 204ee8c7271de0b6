import type { DiscoveryFigures } from './discoveryBench';
import type { FanOutFigures } from './fanOut';
import type { CommentsFigures, FeedFigures, LikeFigures } from './httpBench';
import { fmt, latencyRow, type Row, throughputRow } from './report';
import type { WorstQueryFigures } from './worstQueryBench';

export const HTTP_TARGETS = {
  feedP99Ms: 15,
  feedShare: 0.4,
  likesPerSecond: 1000,
  likeP99Ms: 50,
  commentsP99Ms: 10,
  searchP99Ms: 30,
  hashtagP99Ms: 15,
  storiesP99Ms: 10,
};

export type HttpFigures = { feed: FeedFigures; likes: LikeFigures; comments: CommentsFigures; discovery: DiscoveryFigures; worst: WorstQueryFigures };

/** The feed, likes, a post's comments, search, a hashtag page and the stories row, each beside `{ __typename }` in the same run. */
export function httpRows({ feed, likes, comments, discovery }: HttpFigures): Row[] {
  const feedShare = feed.feedN.perSecond / feed.trivialN.perSecond;
  return [
    latencyRow('feed p50, 1 client (baseline: __typename)', feed.feed1.p50Ms, feed.trivial1.p50Ms),
    {
      ...latencyRow('feed p99, 1 client', feed.feed1.p99Ms, feed.trivial1.p99Ms),
      target: `<= ${HTTP_TARGETS.feedP99Ms} ms`,
      pass: feed.feed1.p99Ms <= HTTP_TARGETS.feedP99Ms,
    },
    throughputRow('feed req/s, 1 client', feed.feed1.perSecond, feed.trivial1.perSecond),
    {
      ...throughputRow(`feed req/s, ${feed.clients} clients`, feed.feedN.perSecond, feed.trivialN.perSecond),
      target: `>= ${HTTP_TARGETS.feedShare * 100}% of baseline`,
      pass: feedShare >= HTTP_TARGETS.feedShare,
    },
    latencyRow(`feed p99, ${feed.clients} clients`, feed.feedN.p99Ms, feed.trivialN.p99Ms),
    {
      ...throughputRow(`toggleLike/s, ${likes.clients} clients (baseline: __typename)`, likes.likes.perSecond, likes.trivial.perSecond),
      target: `>= ${fmt.int(HTTP_TARGETS.likesPerSecond)}`,
      pass: likes.likes.perSecond >= HTTP_TARGETS.likesPerSecond,
    },
    latencyRow('toggleLike p50', likes.likes.p50Ms, likes.trivial.p50Ms),
    {
      ...latencyRow('toggleLike p99', likes.likes.p99Ms, likes.trivial.p99Ms),
      target: `<= ${HTTP_TARGETS.likeP99Ms} ms`,
      pass: likes.likes.p99Ms <= HTTP_TARGETS.likeP99Ms,
    },
    latencyRow("a post's comments p50 (baseline: __typename)", comments.comments.p50Ms, comments.trivial.p50Ms),
    {
      ...latencyRow("a post's comments p99", comments.comments.p99Ms, comments.trivial.p99Ms),
      target: `<= ${HTTP_TARGETS.commentsP99Ms} ms`,
      pass: comments.comments.p99Ms <= HTTP_TARGETS.commentsP99Ms && comments.comments.errors === 0,
    },
    {
      measure: 'toggleLike errors (incl. read-your-writes)',
      value: `${likes.likes.errors} / ${fmt.int(likes.likes.requests)}`,
      baseline: `${likes.trivial.errors} / ${fmt.int(likes.trivial.requests)}`,
      ratio: '',
      target: '0',
      pass: likes.likes.errors === 0 && likes.likes.requests > 0,
    },
    ...discoveryRows(discovery),
  ];
}

/** Search, a hashtag page and the stories row, each beside `{ __typename }` in the same run. */
export const discoveryRows = (discovery: DiscoveryFigures): Row[] =>
  (
    [
      ['search p99, a page of 24 (baseline: __typename)', discovery.search, HTTP_TARGETS.searchP99Ms],
      ['hashtag page p99, 12 posts', discovery.hashtag, HTTP_TARGETS.hashtagP99Ms],
      ['stories row p99', discovery.stories, HTTP_TARGETS.storiesP99Ms],
    ] as const
  ).flatMap(([measure, run, target]): Row[] => [
    { ...latencyRow(measure, run.p99Ms, discovery.trivial.p99Ms), target: `<= ${target} ms`, pass: run.p99Ms <= target && run.errors === 0 },
    latencyRow(`${measure.split(' p99')[0]} p50`, run.p50Ms, discovery.trivial.p50Ms),
  ]);

/** The most expensive requests the GraphQL bounds accept: none may fail. */
export const worstQueryRows = (worst: WorstQueryFigures): Row[] =>
  worst.runs.flatMap(({ name, run }): Row[] => [
    {
      ...latencyRow(`worst accepted: ${name}, p99 (baseline: __typename)`, run.p99Ms, worst.trivial.p99Ms),
      target: 'no errors',
      pass: run.errors === 0 && run.requests > 0,
    },
    latencyRow(`worst accepted: ${name}, p50`, run.p50Ms, worst.trivial.p50Ms),
  ]);

/** Under the table: each run's errors with the first one, and how full the pages were. */
export function printHttpNotes({ feed, likes, comments, discovery, worst }: HttpFigures): void {
  const runs = [
    ['feed', feed.feed1],
    ['feed (concurrent)', feed.feedN],
    ['toggleLike', likes.likes],
    ['comments', comments.comments],
    ['search', discovery.search],
    ['hashtag', discovery.hashtag],
    ['stories', discovery.stories],
    ...worst.runs.map(({ name, run }) => [name, run] as const),
  ] as const;
  for (const [name, run] of runs) {
    if (run.errors) console.log(`  ${name}: ${run.errors} errors, first: ${run.firstError}`);
  }
  console.log(`\nFeed pages held ${feed.avgEdges.toFixed(1)} posts on average; comment pages ${comments.avgEdges.toFixed(1)} comments.`);
  console.log(`Search pages held ${discovery.avgSearchHits.toFixed(1)} posts on average; stories rows ${discovery.avgStoryGroups.toFixed(1)} people.`);
}

/** What the feed would cost either way on this graph, beside what it does. */
export function printFeedDesign(fanOut: FanOutFigures, posts: number): void {
  console.log('Feed design, counted on this graph:');
  console.log(
    `  fan-out on read (ours): a feed's authors hold ${fanOut.avgCandidatesPerRead.toFixed(0)} posts on average (max ${fmt.int(fanOut.maxCandidatesPerRead)}); a page merges their runs, sorted by time in the posts (userId, createdAt) index, and looks at about one post more than it shows`,
  );
  console.log(
    `  fan-out on write: ${fmt.int(fanOut.feedEntries)} feed entries for ${fmt.int(posts)} posts (${fanOut.avgEntriesPerPost.toFixed(1)} per post, up to ${fmt.int(fanOut.maxEntriesPerPost)} for one post), each replayed and kept in memory`,
  );
}
