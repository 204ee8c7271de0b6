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
 * per client: a spell of a busy machine slows both alike, where two runs one after the other
 * would charge it to one. Each summary adds up its rounds.
 */
export async function runLoadsInTurns(
  rounds: number,
  clients: number,
  perClient: number,
  first: Attempt,
  second: Attempt,
): Promise<[LoadSummary, LoadSummary]> {
  const tallies = [emptyTally(), emptyTally()];
  for (let round = 0; round < rounds; round++) {
    await runInto(tallies[0], clients, perClient, first, 30, round * perClient);
    await runInto(tallies[1], clients, perClient, second, 30, round * perClient);
  }
  return [summaryOf(tallies[0]), summaryOf(tallies[1])];
}

/**
 * Two kinds of request from one client, alternating request by request (first then second, then
 * second then first), each timed into its own summary. Where a comparison turns on a p99, turns
 * of a thousand are not fair: a p99 is set by the few requests a garbage collection lands on, and
 * a turn that draws one more collection than the other decides it. Alternating, both kinds meet
 * the same server state and a pause is as likely to fall on either.
 */
export async function runLoadsAlternating(requests: number, first: Attempt, second: Attempt, maxSeconds = 120): Promise<[LoadSummary, LoadSummary]> {
  const tallies = [emptyTally(), emptyTally()];
  const deadline = performance.now() + maxSeconds * 1000;
  const timed = async (which: 0 | 1, i: number) => {
    const tally = tallies[which];
    const sent = performance.now();
    let error: string | null;
    try {
      error = await (which === 0 ? first : second)(0, i);
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
    const took = performance.now() - sent;
    tally.latencies.push(took);
    tally.seconds += took / 1000;
    if (error !== null) {
      tally.errors++;
      tally.firstError ??= error;
    }
  };
  for (let i = 0; i < requests && performance.now() < deadline; i++) {
    const order: [0 | 1, 0 | 1] = i % 2 === 0 ? [0, 1] : [1, 0];
    await timed(order[0], i);
    await timed(order[1], i);
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
