import { startChildServer } from './childServer';
import type { Dataset } from './dataset';
import { benchFeed, benchLikes } from './httpBench';
import type { LoadSummary } from './stats';

export type WorkersRun = {
  workers: number;
  /** The feed with `clients` at once, and likes with as many clients as the likes bench uses. */
  feed: LoadSummary;
  likes: LoadSummary;
  /** Each worker's peak resident set (the lone server's, with one). */
  workerPeakRssBytes: number[];
};

export type WorkersFigures = { one: WorkersRun; two: WorkersRun };

/**
 * The same data folder served by one process and then by two (WORKERS=2), back to back: the feed
 * with `feedClients` at once and likes with `likeClients`, each process's memory, and the ratio of
 * the two throughputs. The load generator runs on the same two cores as the server.
 */
export async function benchWorkers(
  dataDir: string,
  data: Dataset,
  secret: string,
  load: { feedRequests: number; feedClients: number; likeClients: number; likesPerClient: number },
): Promise<WorkersFigures> {
  const run = async (workers: number): Promise<WorkersRun> => {
    const server = await startChildServer(dataDir, secret, { WORKERS: String(workers) });
    try {
      await server.loaded();
      const feed = await benchFeed(server.port, data, secret, load.feedRequests, load.feedClients);
      const likes = await benchLikes(server.port, data, secret, load.likeClients, load.likesPerClient);
      return { workers, feed: feed.feedN, likes: likes.likes, workerPeakRssBytes: server.workerPeakRss() };
    } finally {
      await server.stop();
    }
  };
  const one = await run(1);
  const two = await run(2);
  return { one, two };
}
