import type { FindingFigures } from './findingBench';
import { latencyRow, type Row } from './report';

export const FINDING_TARGETS = { accountsP99Ms: 15, suggestedP99Ms: 30, exploreP99Ms: 30 };

/** Account search, suggested people and an Explore page, each beside `{ __typename }` in the same run. */
export function findingRows(finding: FindingFigures): Row[] {
  return (
    [
      ['account search p99, 20 people (baseline: __typename)', finding.accounts, FINDING_TARGETS.accountsP99Ms],
      ['suggested people p99, 30 people', finding.suggested, FINDING_TARGETS.suggestedP99Ms],
      ['explore page p99, 24 posts', finding.explore, FINDING_TARGETS.exploreP99Ms],
    ] as const
  ).flatMap(([measure, run, target]): Row[] => [
    { ...latencyRow(measure, run.p99Ms, finding.trivial.p99Ms), target: `<= ${target} ms`, pass: run.p99Ms <= target && run.errors === 0 },
    latencyRow(`${measure.split(' p99')[0]} p50`, run.p50Ms, finding.trivial.p50Ms),
  ]);
}

/** Under the table: errors, and how full the answers were. */
export function printFindingNotes(finding: FindingFigures): void {
  for (const [name, run] of [
    ['account search', finding.accounts],
    ['suggested people', finding.suggested],
    ['explore', finding.explore],
  ] as const) {
    if (run.errors) console.log(`  ${name}: ${run.errors} errors, first: ${run.firstError}`);
  }
  console.log(
    `Account searches found ${finding.accounts.requests ? finding.avgAccounts.toFixed(1) : '0'} people on average; suggestions held ${finding.avgSuggested.toFixed(1)} people (${finding.avgFollowedBy.toFixed(1)} of them followed by a followee) for viewers who follow ${finding.avgViewerFollowees.toFixed(1)} people on average; Explore pages held ${finding.avgExplorePosts.toFixed(1)} posts.`,
  );
}
