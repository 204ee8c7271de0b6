/** Latencies and counts of one load run, summarised. */
export type LoadSummary = {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The first error seen, to tell what went wrong. */
  firstError: string | null;
};

export function summarize(latenciesMs: number[], errors: number, seconds: number, firstError: string | null): LoadSummary {
  const sorted = Float64Array.from(latenciesMs).sort();
  return {
    requests: latenciesMs.length,
    errors,
    seconds,
    perSecond: latenciesMs.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    firstError,
  };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}
