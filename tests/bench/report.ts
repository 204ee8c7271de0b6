/** One line of the figures table; `pass` is set when the line carries a target. */
export type Row = { measure: string; value: string; baseline: string; ratio: string; target?: string; pass?: boolean };

export const fmt = {
  int: (n: number) => Math.round(n).toLocaleString('en-US'),
  ms: (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`,
  s: (n: number) => `${n.toFixed(2)} s`,
  mb: (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en-US')} MB`,
  ratio: (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a'),
  pct: (a: number, b: number) => (b > 0 ? `${Math.round((100 * a) / b)}%` : 'n/a'),
};

/** A latency beside its baseline's, compared as a ratio. */
export const latencyRow = (measure: string, ms: number, baselineMs: number): Row => ({
  measure,
  value: fmt.ms(ms),
  baseline: fmt.ms(baselineMs),
  ratio: fmt.ratio(ms, baselineMs),
});

/** A throughput beside its baseline's, compared as a share of it. */
export const throughputRow = (measure: string, perSecond: number, baselinePerSecond: number): Row => ({
  measure,
  value: fmt.int(perSecond),
  baseline: fmt.int(baselinePerSecond),
  ratio: fmt.pct(perSecond, baselinePerSecond),
});

/** A memory size beside its baseline's, compared as a ratio. */
export const memoryRow = (measure: string, bytes: number, baselineBytes: number): Row => ({
  measure,
  value: fmt.mb(bytes),
  baseline: fmt.mb(baselineBytes),
  ratio: fmt.ratio(bytes, baselineBytes),
});

export function printTable(rows: Row[]): void {
  const header: Row = { measure: 'measure', value: 'value', baseline: 'baseline', ratio: 'ratio', target: 'target' };
  const cells = (r: Row) => [r.measure, r.value, r.baseline, r.ratio, r.target ?? '', r.pass === undefined ? '' : r.pass ? 'PASS' : 'MISS'];
  const all = [cells(header).slice(0, 5).concat('result'), ...rows.map(cells)];
  const widths = all[0].map((_, i) => Math.max(...all.map((line) => line[i].length)));
  const line = (values: string[]) => `| ${values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(all[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const values of all.slice(1)) console.log(line(values));
}

export function printSummary(rows: Row[]): boolean {
  const targets = rows.filter((r) => r.pass !== undefined);
  console.log('\nSummary');
  for (const r of targets) console.log(`  ${r.pass ? 'PASS' : 'MISS'}  ${r.measure}: ${r.value} (target ${r.target})`);
  const missed = targets.filter((r) => !r.pass).length;
  console.log(missed === 0 ? `  All ${targets.length} targets met.` : `  ${missed} of ${targets.length} targets missed.`);
  return missed === 0;
}
