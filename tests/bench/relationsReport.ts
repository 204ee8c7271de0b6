import type { Dataset } from './dataset';
import type { RelationFeedFigures } from './relationsBench';
import { latencyRow, type Row, throughputRow } from './report';

/** Issue 20: with blocks, mutes and private accounts, the feed stays within 10% of the same run's figures without them. */
export const RELATION_TARGETS = { feedP99Ratio: 1.1, feedShare: 0.9 };

const WITH = 'viewers with blocks, mutes, private follows (baseline: viewers without)';

export function relationRows(figures: RelationFeedFigures): Row[] {
  const { with1, without1, withN, withoutN, withPage2, withoutPage2 } = figures;
  const clean = (...runs: RelationFeedFigures['with1'][]) => runs.every((run) => run.errors === 0 && run.requests > 0);
  return [
    {
      ...latencyRow(`feed p99, 1 client, ${WITH}`, with1.p99Ms, without1.p99Ms),
      target: `<= ${Math.round(RELATION_TARGETS.feedP99Ratio * 100)}% of baseline`,
      pass: with1.p99Ms <= RELATION_TARGETS.feedP99Ratio * without1.p99Ms && clean(with1, without1),
    },
    latencyRow('feed p50, 1 client, with relations', with1.p50Ms, without1.p50Ms),
    {
      ...throughputRow(`feed req/s, ${figures.clients} clients, with relations`, withN.perSecond, withoutN.perSecond),
      target: `>= ${Math.round(RELATION_TARGETS.feedShare * 100)}% of baseline`,
      pass: withN.perSecond >= RELATION_TARGETS.feedShare * withoutN.perSecond && clean(withN, withoutN),
    },
    latencyRow(`feed p99, ${figures.clients} clients, with relations`, withN.p99Ms, withoutN.p99Ms),
    latencyRow('feed page 2 p99 (never remembered), with relations', withPage2.p99Ms, withoutPage2.p99Ms),
  ];
}

/** Under the table: what the relations were, and what the two groups' pages held. */
export function printRelationNotes(data: Dataset, figures: RelationFeedFigures): void {
  const r = data.relations;
  console.log(
    `Relations: ${r.privateUsers.length} private accounts with ${r.requestFrom.length} requests waiting, ${r.blockBlocker.length} blocks (${r.severed.size} follows ended), ${r.muteMuter.length} mutes; the feed measured for ${figures.viewers} viewers with them and as many without, whose first pages held ${figures.avgEdgesWith.toFixed(1)} and ${figures.avgEdgesWithout.toFixed(1)} posts on average; ${figures.with1.requests.toLocaleString('en-US')} requests of each group, the two groups taking turns of one request per client (five with ${figures.clients} clients).`,
  );
  for (const [name, run] of [
    ['feed with relations', figures.with1],
    ['feed without relations', figures.without1],
    ['feed with relations (concurrent)', figures.withN],
    ['feed without relations (concurrent)', figures.withoutN],
    ['feed page 2 with relations', figures.withPage2],
    ['feed page 2 without relations', figures.withoutPage2],
  ] as const) {
    if (run.errors) console.log(`  ${name}: ${run.errors} errors, first: ${run.firstError}`);
  }
}
