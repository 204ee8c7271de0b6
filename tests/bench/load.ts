import { summarize, type LoadSummary } from './stats';

/** One request of a load run: resolves to an error message, or null when the answer was right. */
export type Attempt = (client: number, index: number) => Promise<string | null>;

/**
 * `clients` sequential loops, each sending up to `perClient` requests, all stopping once
 * `maxSeconds` have passed (so a slow server bounds the run instead of stretching it).
 */
export async function runLoad(clients: number, perClient: number, attempt: Attempt, maxSeconds = 30): Promise<LoadSummary> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  const loop = async (client: number) => {
    for (let i = 0; i < perClient && performance.now() < deadline; i++) {
      const sent = performance.now();
      let error: string | null;
      try {
        error = await attempt(client, i);
      } catch (thrown) {
        error = thrown instanceof Error ? thrown.message : String(thrown);
      }
      latencies.push(performance.now() - sent);
      if (error !== null) {
        errors++;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
  return summarize(latencies, errors, (performance.now() - started) / 1000, firstError);
}
