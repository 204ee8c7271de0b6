import type { AbuseFigures } from './abuse';
import { fmt, latencyRow, memoryRow, type Row } from './report';
import type { SoakFigures } from './soak';

export const ABUSE_TARGETS = { p99Growth: 2, rssGrowth: 1.1 };

const highestWindowRss = (run: SoakFigures) => Math.max(...run.windows.map((w) => w.rssBytes));
const tally = (counts: Record<number, number>) =>
  Object.entries(counts)
    .map(([status, n]) => [Number(status), n] as const)
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${fmt.int(n)} x ${status || 'cut'}`)
    .join(', ') || 'none';

/**
 * The people's errors and p99 under attack against the calm run right before, and the server's
 * memory under attack against the soak's (each the highest one-window mean), with what the
 * attackers got.
 */
export function abuseRows({ calm, abused, attack, peakRssBytes, options }: AbuseFigures, soak: SoakFigures | undefined): Row[] {
  const reference = soak ?? calm;
  const abusedRss = highestWindowRss(abused);
  const referenceRss = highestWindowRss(reference);
  const label = `abuse ${options.seconds} s, ${options.clients} people browsing`;
  return [
    {
      measure: `${label}: their errors (baseline: calm run)`,
      value: `${abused.errors} / ${fmt.int(abused.requests)}`,
      baseline: `${calm.errors} / ${fmt.int(calm.requests)}`,
      ratio: '',
      target: '0',
      pass: abused.errors === 0 && abused.requests > 0,
    },
    {
      ...latencyRow('abuse: their p99 (baseline: calm run)', abused.p99Ms, calm.p99Ms),
      target: `<= ${ABUSE_TARGETS.p99Growth}x`,
      pass: abused.p99Ms <= ABUSE_TARGETS.p99Growth * calm.p99Ms,
    },
    {
      ...memoryRow(`abuse: server RSS, highest window (baseline: ${soak ? 'soak' : 'calm run'})`, abusedRss, referenceRss),
      target: `<= ${ABUSE_TARGETS.rssGrowth}x`,
      pass: abusedRss <= ABUSE_TARGETS.rssGrowth * referenceRss,
    },
    memoryRow('abuse: server RSS, highest sample', peakRssBytes, referenceRss),
    {
      measure: `abuse: signed-out sockets opened (${fmt.int(options.floodSockets)} at a time, again a second after each close), closed by code`,
      value: fmt.int(attack.socketsOpened),
      baseline: tally(attack.socketsClosedByServer),
      ratio: '',
    },
    { measure: 'abuse: signed-out socket upgrades refused before the handshake, by answer', value: tally(attack.upgradesRefused), baseline: '', ratio: '' },
    {
      measure: 'abuse: of those, acknowledged / subscriptions refused',
      value: `${fmt.int(attack.socketsAcknowledged)} / ${fmt.int(attack.subscriptionsRefused)}`,
      baseline: '',
      ratio: '',
    },
    { measure: 'abuse: signed-out 45 MB uploads, by answer', value: tally(attack.uploads), baseline: '', ratio: '' },
    { measure: 'abuse: 1-byte ranges of a 38 MB video, by answer', value: tally(attack.ranges), baseline: '', ratio: '' },
  ];
}
