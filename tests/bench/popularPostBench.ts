import { sessionToken } from './benchSession';
import type { Dataset } from './dataset';
import { graphqlClient } from './graphqlClient';
import { LIKE } from './notificationsBench';
import { canSeePost, privateOrBlocking } from './relations';
import { fmt, latencyRow, type Row } from './report';
import { percentile } from './stats';

/** The first and the last likes compared: enough for a steady median either side. */
const STRETCH = 500;

export type PopularPostFigures = { likes: number; firstP50Ms: number; lastP50Ms: number };

/**
 * One post liked by everyone who may see it, one like after another, as a popular post is in a
 * day: the answers of its last likes beside its first. What a like writes about its post (the
 * count, the author's Activity entry naming the day's likers) must not cost more with every like
 * before it.
 */
export async function benchPopularPost(port: number, data: Dataset, secret: string): Promise<PopularPostFigures> {
  const closed = privateOrBlocking(data);
  let post = 0;
  while (closed.has(data.postAuthor[post])) post++;
  const author = data.postAuthor[post];
  const likers = Array.from({ length: data.sizes.users }, (_, person) => person).filter((person) => person !== author && canSeePost(data, person, post));
  const http = graphqlClient(port, 1);
  const times: number[] = [];
  try {
    for (const person of likers) {
      const token = sessionToken(secret, data.userIds[person]);
      // Someone who liked it while the dataset was seeded unlikes it with the first tap: the second likes it, timed.
      for (let tap = 0; tap < 2; tap++) {
        const started = performance.now();
        const answer = await http.post(LIKE, { p: data.postIds[post] }, token);
        if (answer.status !== 200 || answer.errors?.length) throw new Error(`like failed: ${answer.errors?.[0]?.message ?? `HTTP ${answer.status}`}`);
        if (answer.data?.toggleLike?.liked !== true) continue;
        times.push(performance.now() - started);
        break;
      }
    }
  } finally {
    http.close();
  }
  const median = (values: number[]) => percentile(Float64Array.from(values).sort(), 0.5);
  return { likes: times.length, firstP50Ms: median(times.slice(0, STRETCH)), lastP50Ms: median(times.slice(-STRETCH)) };
}

export const popularPostRows = (figures: PopularPostFigures): Row[] => [
  latencyRow(
    `a like on a post ${fmt.int(figures.likes)} people like in a day, p50 of the last ${STRETCH} (baseline: its first ${STRETCH})`,
    figures.lastP50Ms,
    figures.firstP50Ms,
  ),
];
