import { fmt, memoryRow, type Row } from './report';
import type { WorkersFigures } from './workersBench';

export const WORKERS_TARGETS = { feedRatio: 1.3 };

/** WORKERS=2 beside WORKERS=1 in the same run: throughput ratios, and memory per worker. */
export function workersRows(f: WorkersFigures): Row[] {
  const ratioRow = (measure: string, two: number, one: number): Row => ({
    measure,
    value: `${fmt.int(two)}/s`,
    baseline: `${fmt.int(one)}/s`,
    ratio: fmt.ratio(two, one),
  });
  const largest = (run: WorkersFigures['one']) => Math.max(...run.workerPeakRssBytes);
  return [
    {
      ...ratioRow(`feed, ${f.clients.saturating} clients, WORKERS=2 (baseline: WORKERS=1)`, f.two.saturated.perSecond, f.one.saturated.perSecond),
      target: `>= ${WORKERS_TARGETS.feedRatio}x`,
      pass: f.two.saturated.perSecond >= WORKERS_TARGETS.feedRatio * f.one.saturated.perSecond,
    },
    ratioRow(`feed, ${f.clients.feed} clients, WORKERS=2 (baseline: WORKERS=1)`, f.two.feed.perSecond, f.one.feed.perSecond),
    ratioRow('likes, 50 clients, WORKERS=2 (baseline: WORKERS=1)', f.two.likes.perSecond, f.one.likes.perSecond),
    memoryRow(`peak RSS of each of ${f.two.workerPeakRssBytes.length} workers, the largest (baseline: the lone process)`, largest(f.two), largest(f.one)),
  ];
}

/** What the ratios mean on this machine. */
export function printWorkersNotes(f: WorkersFigures): void {
  console.log('\nWORKERS=2 beside WORKERS=1');
  for (const run of [f.one, f.two]) {
    const rss = run.workerPeakRssBytes.map((bytes) => fmt.mb(bytes)).join(' + ');
    console.log(
      `  WORKERS=${run.workers}: feed ${fmt.int(run.saturated.perSecond)}/s with ${f.clients.saturating} clients (p99 ${fmt.ms(run.saturated.p99Ms)}), ${fmt.int(run.feed.perSecond)}/s with ${f.clients.feed} (p99 ${fmt.ms(run.feed.p99Ms)}), likes ${fmt.int(run.likes.perSecond)}/s (p99 ${fmt.ms(run.likes.p99Ms)}), peak RSS ${rss}`,
    );
  }
  console.log(
    `  The load generator shares the two cores with the server: two workers and the clients compete for them, so the ratio is below what two free cores would give. Each client waits for its answer before it asks again: ${f.clients.feed} of them keep one process busy but not two, so the throughput compared is with ${f.clients.saturating}.`,
  );
}
