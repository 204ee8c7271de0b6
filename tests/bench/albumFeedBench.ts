import { sessionToken } from './benchSession';
import type { Dataset } from './dataset';
import { graphqlClient, type GraphQLAnswer } from './graphqlClient';
import { runLoad, runLoadsInTurns } from './load';
import { seededRandom } from './prng';
import { latencyRow, type Row, throughputRow } from './report';
import type { LoadSummary } from './stats';

const WARM_UP_REQUESTS = 1000;
const TURNS = 4;
const POST_FIELDS = 'id caption likesCount commentsCount isLiked createdAt mediaUrl mediaType posterUrl user { id username avatar }';
/** The feed as the web asks it now: every item of every album, with its size and alt text. */
const FEED_WITH_ALBUMS = `query FeedWithAlbums { feed(first: 20) { edges { node { ${POST_FIELDS} media { url type alt width height posterUrl } } } } }`;
/** The same page as a client from before albums asks it: one photo or video per post. */
const FEED_WITHOUT_ALBUMS = `query FeedWithoutAlbums { feed(first: 20) { edges { node { ${POST_FIELDS} } } } }`;

/** Issue 22: with albums, the feed stays within 10% of the same run's feed without them. */
export const ALBUM_FEED_TARGETS = { feedP99Ratio: 1.1, feedShare: 0.9 };

export type AlbumFeedFigures = {
  with1: LoadSummary;
  without1: LoadSummary;
  withN: LoadSummary;
  withoutN: LoadSummary;
  clients: number;
  /** Posts and their photos or videos per first page, on average. */
  avgPosts: number;
  avgItems: number;
};

function problem(answer: GraphQLAnswer): string | null {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  return answer.errors?.length ? answer.errors[0].message : null;
}

/**
 * The same viewers' feeds (one post in five an album of 2 to 10, dataset.ts), asked in turns with
 * every album item and as a client from before albums asks them, on the same server in the same
 * run: one client, then `clients` at once.
 */
export async function benchAlbumFeed(port: number, data: Dataset, secret: string, requests: number, clients: number): Promise<AlbumFeedFigures> {
  const random = seededRandom(2222);
  const tokens = Array.from({ length: 500 }, () => sessionToken(secret, data.userIds[random.int(data.sizes.users)]));
  const http = graphqlClient(port, clients);
  const counted = { pages: 0, posts: 0, items: 0 };
  const feed = (query: string) => async (client: number, i: number) => {
    const answer = await http.post(query, {}, tokens[(client * 7919 + i) % tokens.length]);
    const edges: { node: { media?: unknown[] } }[] | undefined = answer.data?.feed?.edges;
    if (!Array.isArray(edges)) return problem(answer) ?? 'no feed in the answer';
    if (query === FEED_WITH_ALBUMS) {
      counted.pages++;
      counted.posts += edges.length;
      for (const { node } of edges) counted.items += node.media?.length ?? 0;
    }
    return problem(answer);
  };
  try {
    const [withAlbums, withoutAlbums] = [feed(FEED_WITH_ALBUMS), feed(FEED_WITHOUT_ALBUMS)];
    await runLoad(clients, Math.ceil(WARM_UP_REQUESTS / clients), withAlbums);
    await runLoad(clients, Math.ceil(WARM_UP_REQUESTS / clients), withoutAlbums);
    Object.assign(counted, { pages: 0, posts: 0, items: 0 });
    const [with1, without1] = await runLoadsInTurns(TURNS, 1, Math.ceil(requests / TURNS), withAlbums, withoutAlbums);
    const [withN, withoutN] = await runLoadsInTurns(TURNS, clients, Math.ceil(requests / TURNS / clients), withAlbums, withoutAlbums);
    const pages = Math.max(1, counted.pages);
    return { with1, without1, withN, withoutN, clients, avgPosts: counted.posts / pages, avgItems: counted.items / pages };
  } finally {
    http.close();
  }
}

const WITH = 'with every album item (baseline: the same feeds without albums)';

export function albumFeedRows(figures: AlbumFeedFigures): Row[] {
  const { with1, without1, withN, withoutN } = figures;
  const clean = [with1, without1, withN, withoutN].every((run) => run.errors === 0 && run.requests > 0);
  return [
    {
      ...latencyRow(`feed p99, 1 client, ${WITH}`, with1.p99Ms, without1.p99Ms),
      target: `<= ${Math.round(ALBUM_FEED_TARGETS.feedP99Ratio * 100)}% of baseline`,
      pass: with1.p99Ms <= ALBUM_FEED_TARGETS.feedP99Ratio * without1.p99Ms && clean,
    },
    {
      ...throughputRow(`feed req/s, ${figures.clients} clients, with albums`, withN.perSecond, withoutN.perSecond),
      target: `>= ${Math.round(ALBUM_FEED_TARGETS.feedShare * 100)}% of baseline`,
      pass: withN.perSecond >= ALBUM_FEED_TARGETS.feedShare * withoutN.perSecond && clean,
    },
  ];
}

/** Under the table: what the pages held, and any failed request. */
export function printAlbumFeedNotes(figures: AlbumFeedFigures): void {
  console.log(`Albums in the feed: a first page held ${figures.avgPosts.toFixed(1)} posts and ${figures.avgItems.toFixed(1)} photos on average.`);
  for (const [name, run] of [
    ['feed with albums', figures.with1],
    ['feed without albums', figures.without1],
    ['feed with albums (concurrent)', figures.withN],
    ['feed without albums (concurrent)', figures.withoutN],
  ] as const) {
    if (run.errors) console.log(`  ${name}: ${run.errors} errors, first: ${run.firstError}`);
  }
}
