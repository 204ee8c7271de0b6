import { startChildServer } from './childServer';
import type { Dataset } from './dataset';
import { benchFeed, benchFeedThroughput, benchLikes } from './httpBench';
import type { LoadSummary } from './stats';

export type WorkersRun = {
  workers: number;
  /** The feed with the feed bench's clients, and with enough at once to keep every worker busy (`saturated`), and likes with as many clients as the likes bench uses. */
  feed: LoadSummary;
  saturated: LoadSummary;
  likes: LoadSummary;
  /** Each worker's peak resident set (the lone server's, with one). */
  workerPeakRssBytes: number[];
};

export type WorkersFigures = { one: WorkersRun; two: WorkersRun; clients: { feed: number; saturating: number } };

/**
 * The same data folder served by one process and then by two (WORKERS=2), back to back: the feed
 * with `feedClients` at once and with `saturatingClients`, likes with `likeClients`, each process's
 * memory, and the ratio of the throughputs. The load generator runs on the same two cores as the
 * server: each client waits for its answer before it asks again, so 8 of them keep one process
 * busy but not two (measured: two workers at about 67% of a core each, 1.19x); the throughput
 * compared is the saturated one.
 */
export async function benchWorkers(
  dataDir: string,
  data: Dataset,
  secret: string,
  load: { feedRequests: number; feedClients: number; saturatingClients: number; likeClients: number; likesPerClient: number },
): Promise<WorkersFigures> {
  const run = async (workers: number): Promise<WorkersRun> => {
    const server = await startChildServer(dataDir, secret, { WORKERS: String(workers) });
    try {
      await server.loaded();
      const feed = await benchFeed(server.port, data, secret, load.feedRequests, load.feedClients);
      const saturated = await benchFeedThroughput(server.port, data, secret, 4 * load.feedRequests, load.saturatingClients);
      const likes = await benchLikes(server.port, data, secret, load.likeClients, load.likesPerClient);
      return { workers, feed: feed.feedN, saturated, likes: likes.likes, workerPeakRssBytes: server.workerPeakRss() };
    } finally {
      await server.stop();
    }
  };
  const one = await run(1);
  const two = await run(2);
  return { one, two, clients: { feed: load.feedClients, saturating: load.saturatingClients } };
}
