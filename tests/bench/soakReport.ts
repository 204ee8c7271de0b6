import { fmt, latencyRow, memoryRow, type Row } from './report';
import type { SoakFigures } from './soak';

/** The first windows are warm-up (V8 optimising, caches and sockets filling); the third is the steady reference. */
const REFERENCE_WINDOW = 2;
export const SOAK_TARGETS = { p99Growth: 1.5, rssGrowth: 1.1 };
// The heap grows for the first minute or two before V8's first major collection brings it back
// down (seen at BENCH_SCALE=0.05: up 80 MB by 1.2 min, back to the start by 1.8 min); a shorter
// run ends inside that rise and would read it as a leak.
const MIN_MINUTES_FOR_RSS = 3;

/** The run window by window, as the soak's own table. */
export function printSoakWindows(soak: SoakFigures): void {
  const length = soak.windowSeconds === 60 ? 'minute' : `${+soak.windowSeconds.toFixed(1)} s`;
  console.log(`\nSoak, per ${length} (windows 1-${REFERENCE_WINDOW} are warm-up, window ${REFERENCE_WINDOW + 1} the reference):`);
  console.log('| window | requests | errors |    p50 |    p99 |    RSS | deliveries |');
  console.log('|-------:|---------:|-------:|-------:|-------:|-------:|-----------:|');
  soak.windows.forEach((w, i) => {
    const cells = [String(i + 1), fmt.int(w.requests), String(w.errors), fmt.ms(w.p50Ms), fmt.ms(w.p99Ms), fmt.mb(w.rssBytes), fmt.int(w.deliveries)];
    const widths = [6, 8, 6, 6, 6, 6, 10];
    console.log(`| ${cells.map((c, k) => c.padStart(widths[k])).join(' | ')} |`);
  });
  for (const sample of soak.errorSamples) console.log(`  error: ${sample}`);
}

/** Errors (none allowed); p99 of the last windows against the first ones after warm-up; RSS of the last window against the reference window. */
export function soakRows(soak: SoakFigures): Row[] {
  const { clients, subscribers, minutes, thinkMs } = soak.options;
  const seconds = soak.windows.length * soak.windowSeconds;
  const last = soak.windows[soak.windows.length - 1];
  const reference = soak.windows[REFERENCE_WINDOW];
  const label = `soak ${minutes} min, ${clients} clients (${subscribers} subscribed), ${(thinkMs / 1000).toFixed(1)} s think time`;
  return [
    { measure: `${label}: requests/s`, value: fmt.int(soak.requests / seconds), baseline: '', ratio: '' },
    {
      measure: 'soak writes per client per minute (likes, comments, follows, messages)',
      value: soak.writesPerClientMinute.toFixed(1),
      baseline: '',
      ratio: '',
    },
    {
      measure: 'soak errors (HTTP, GraphQL and sockets)',
      value: `${soak.errors} / ${fmt.int(soak.requests)}`,
      baseline: '',
      ratio: '',
      target: '0',
      pass: soak.errors === 0 && soak.requests > 0,
    },
    { measure: `soak subscription events delivered (${fmt.int(soak.subscriptions)} subscriptions)`, value: fmt.int(soak.deliveries), baseline: '', ratio: '' },
    {
      ...latencyRow('soak p99, last 3 windows (baseline: windows 3-5)', soak.p99LastMs, soak.p99AfterWarmUpMs),
      target: `<= ${SOAK_TARGETS.p99Growth}x`,
      pass: soak.p99LastMs <= SOAK_TARGETS.p99Growth * soak.p99AfterWarmUpMs,
    },
    minutes >= MIN_MINUTES_FOR_RSS
      ? {
          ...memoryRow(`soak server RSS, last window (baseline: window ${REFERENCE_WINDOW + 1})`, last.rssBytes, reference.rssBytes),
          target: `<= ${SOAK_TARGETS.rssGrowth}x`,
          pass: last.rssBytes <= SOAK_TARGETS.rssGrowth * reference.rssBytes,
        }
      : memoryRow(`soak server RSS, last window (not judged: under ${MIN_MINUTES_FOR_RSS} min)`, last.rssBytes, reference.rssBytes),
  ];
}
