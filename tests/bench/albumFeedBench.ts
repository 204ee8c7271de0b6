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
/** The feed as the web asks it: every item of every post, with its size and alt text. */
const FEED = `query FeedWithMedia { feed(first: 20) { edges { node { ${POST_FIELDS} media { url type alt width height posterUrl } } } } }`;

/** Issue 22: with albums, the feed stays within 10% of the same run's feed without them. */
export const ALBUM_FEED_TARGETS = { feedP99Ratio: 1.1, feedShare: 0.9 };

export type AlbumFeedFigures = {
  with1: LoadSummary;
  without1: LoadSummary;
  withN: LoadSummary;
  withoutN: LoadSummary;
  clients: number;
  /** Posts and their photos or videos per first page, on average, with albums and without. */
  avgPosts: number;
  avgItems: number;
  avgItemsWithout: number;
};

function problem(answer: GraphQLAnswer): string | null {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  return answer.errors?.length ? answer.errors[0].message : null;
}

/**
 * The same viewers' feeds as the web asks them, in turns, from two servers of the same run: one
 * on the bench's community (one post in five an album of 2 to 10, dataset.ts), one on the same
 * community with every post of one photo (`withoutAlbums`): one client, then `clients` at once.
 */
export async function benchAlbumFeed(
  ports: { withAlbums: number; withoutAlbums: number },
  data: Dataset,
  secret: string,
  requests: number,
  clients: number,
): Promise<AlbumFeedFigures> {
  const random = seededRandom(2222);
  const tokens = Array.from({ length: 500 }, () => sessionToken(secret, data.userIds[random.int(data.sizes.users)]));
  const http = { withAlbums: graphqlClient(ports.withAlbums, clients), withoutAlbums: graphqlClient(ports.withoutAlbums, clients) };
  const counted = { withAlbums: { pages: 0, posts: 0, items: 0 }, withoutAlbums: { pages: 0, posts: 0, items: 0 } };
  const feed = (server: 'withAlbums' | 'withoutAlbums') => async (client: number, i: number) => {
    const answer = await http[server].post(FEED, {}, tokens[(client * 7919 + i) % tokens.length]);
    const edges: { node: { media?: unknown[] } }[] | undefined = answer.data?.feed?.edges;
    if (!Array.isArray(edges)) return problem(answer) ?? 'no feed in the answer';
    const count = counted[server];
    count.pages++;
    count.posts += edges.length;
    for (const { node } of edges) count.items += node.media?.length ?? 0;
    return problem(answer);
  };
  try {
    const [withAlbums, withoutAlbums] = [feed('withAlbums'), feed('withoutAlbums')];
    await runLoad(clients, Math.ceil(WARM_UP_REQUESTS / clients), withAlbums);
    await runLoad(clients, Math.ceil(WARM_UP_REQUESTS / clients), withoutAlbums);
    for (const count of Object.values(counted)) Object.assign(count, { pages: 0, posts: 0, items: 0 });
    const [with1, without1] = await runLoadsInTurns(TURNS, 1, Math.ceil(requests / TURNS), withAlbums, withoutAlbums);
    const [withN, withoutN] = await runLoadsInTurns(TURNS, clients, Math.ceil(requests / TURNS / clients), withAlbums, withoutAlbums);
    const per = (count: { pages: number }, n: number) => n / Math.max(1, count.pages);
    return {
      with1,
      without1,
      withN,
      withoutN,
      clients,
      avgPosts: per(counted.withAlbums, counted.withAlbums.posts),
      avgItems: per(counted.withAlbums, counted.withAlbums.items),
      avgItemsWithout: per(counted.withoutAlbums, counted.withoutAlbums.items),
    };
  } finally {
    http.withAlbums.close();
    http.withoutAlbums.close();
  }
}

const WITH = 'with albums (baseline: the same run without albums)';

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
  console.log(
    `Albums in the feed: a first page held ${figures.avgPosts.toFixed(1)} posts and ${figures.avgItems.toFixed(1)} photos on average (${figures.avgItemsWithout.toFixed(1)} without albums).`,
  );
  for (const [name, run] of [
    ['feed with albums', figures.with1],
    ['feed without albums', figures.without1],
    ['feed with albums (concurrent)', figures.withN],
    ['feed without albums (concurrent)', figures.withoutN],
  ] as const) {
    if (run.errors) console.log(`  ${name}: ${run.errors} errors, first: ${run.firstError}`);
  }
}
