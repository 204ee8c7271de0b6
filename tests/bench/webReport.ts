import { FIRST_PAGE_JS_BUDGET, type FirstPageJs } from './firstPageJs';
import { type LighthouseScores, runsText } from './lighthouse';
import { fmt, type Row } from './report';

/** Under the table: each Lighthouse run (the table gives the median run). */
export function printLighthouseRuns(lighthouse: LighthouseScores[]): void {
  for (const scores of lighthouse) console.log(`Lighthouse ${scores.page}, performance/first contentful paint of each run: ${runsText(scores)}`);
}

/** The web app as a phone loads it: each first page's JavaScript, gzipped beside raw, and its Lighthouse scores. */
export function webRows(firstPages: FirstPageJs[], lighthouse: LighthouseScores[]): Row[] {
  const score = (measure: string, value: number, target: number): Row => ({
    measure,
    value: String(value),
    baseline: '',
    ratio: '',
    target: `>= ${target}`,
    pass: value >= target,
  });
  return [
    ...firstPages.map((p) => ({
      measure: `first-page JS gzipped, ${p.page}`,
      value: `${(p.gzipBytes / 1024).toFixed(1)} KB`,
      baseline: `${(p.rawBytes / 1024).toFixed(1)} KB raw`,
      ratio: fmt.pct(p.gzipBytes, p.rawBytes),
      target: `<= ${FIRST_PAGE_JS_BUDGET / 1024} KB`,
      pass: p.gzipBytes <= FIRST_PAGE_JS_BUDGET,
    })),
    ...lighthouse.flatMap((l) => [
      score(`Lighthouse performance, ${l.page}, median of ${l.runs.length} runs`, l.performance, l.targets.performance),
      score(`Lighthouse accessibility, ${l.page}`, l.accessibility, l.targets.accessibility),
      {
        measure: `Lighthouse first contentful paint, ${l.page}`,
        value: fmt.s(l.firstContentfulPaintMs / 1000),
        baseline: '',
        ratio: '',
        ...(l.targets.firstContentfulPaintMs === undefined
          ? {}
          : { target: `<= ${fmt.s(l.targets.firstContentfulPaintMs / 1000)}`, pass: l.firstContentfulPaintMs <= l.targets.firstContentfulPaintMs }),
      },
    ]),
  ];
}
