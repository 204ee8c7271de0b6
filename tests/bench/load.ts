import { summarize, type LoadSummary } from './stats';

/** One request of a load run: resolves to an error message, or null when the answer was right. */
export type Attempt = (client: number, index: number) => Promise<string | null>;

type Tally = { latencies: number[]; errors: number; firstError: string | null; seconds: number };

const emptyTally = (): Tally => ({ latencies: [], errors: 0, firstError: null, seconds: 0 });
const summaryOf = (tally: Tally) => summarize(tally.latencies, tally.errors, tally.seconds, tally.firstError);

/**
 * `clients` sequential loops, each sending up to `perClient` requests, all stopping once
 * `maxSeconds` have passed (so a slow server bounds the run instead of stretching it).
 */
export async function runLoad(clients: number, perClient: number, attempt: Attempt, maxSeconds = 30): Promise<LoadSummary> {
  const tally = emptyTally();
  await runInto(tally, clients, perClient, attempt, maxSeconds, 0);
  return summaryOf(tally);
}

/**
 * Two kinds of request measured in turns, `rounds` runs of each, each round `perClient` requests
 * per client, the kind going first changing every round: a spell of a busy machine slows both
 * alike, where two runs one after the other would charge it to one. The shorter the turns, the
 * fairer: a garbage collection (half a second or more at the bench's scale) spans many turns of
 * both, where in turns of a thousand requests it lands in one and decides its p99 and throughput.
 * Each summary adds up its rounds.
 */
export async function runLoadsInTurns(
  rounds: number,
  clients: number,
  perClient: number,
  first: Attempt,
  second: Attempt,
): Promise<[LoadSummary, LoadSummary]> {
  const tallies = [emptyTally(), emptyTally()];
  const attempts = [first, second];
  for (let round = 0; round < rounds; round++) {
    const leading = round % 2;
    await runInto(tallies[leading], clients, perClient, attempts[leading], 30, round * perClient);
    await runInto(tallies[1 - leading], clients, perClient, attempts[1 - leading], 30, round * perClient);
  }
  return [summaryOf(tallies[0]), summaryOf(tallies[1])];
}

async function runInto(tally: Tally, clients: number, perClient: number, attempt: Attempt, maxSeconds: number, firstIndex: number): Promise<void> {
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  const loop = async (client: number) => {
    for (let i = firstIndex; i < firstIndex + perClient && performance.now() < deadline; i++) {
      const sent = performance.now();
      let error: string | null;
      try {
        error = await attempt(client, i);
      } catch (thrown) {
        error = thrown instanceof Error ? thrown.message : String(thrown);
      }
      tally.latencies.push(performance.now() - sent);
      if (error !== null) {
        tally.errors++;
        tally.firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
  tally.seconds += (performance.now() - started) / 1000;
}
