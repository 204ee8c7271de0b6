import type { NotificationFigures } from './notificationsBench';
import { fmt, latencyRow, type Row } from './report';

export const NOTIFICATION_TARGETS = { pageP99Ms: 15, countP99Ms: 5, liveP99Ms: 100 };

/** The Activity page and the unread count beside `{ __typename }`; a like reaching its author's live count beside the like's own answer. */
export function notificationRows(n: NotificationFigures): Row[] {
  const within = (measure: string, run: NotificationFigures['page'], target: number): Row => ({
    ...latencyRow(measure, run.p99Ms, n.trivial.p99Ms),
    target: `<= ${target} ms`,
    pass: run.p99Ms <= target && run.errors === 0,
  });
  return [
    within(`notifications page p99, first 20 (${n.avgEntries.toFixed(1)} entries on average; baseline: __typename)`, n.page, NOTIFICATION_TARGETS.pageP99Ms),
    latencyRow('notifications page p50', n.page.p50Ms, n.trivial.p50Ms),
    within('unread notifications count p99', n.count, NOTIFICATION_TARGETS.countP99Ms),
    latencyRow(
      `like to the author's live unread count p50, ${fmt.int(n.subscriptions)} subscriptions open (baseline: the like's answer)`,
      n.live.p50Ms,
      n.likeAnswer.p50Ms,
    ),
    {
      ...latencyRow("like to the author's live unread count p99", n.live.p99Ms, n.likeAnswer.p99Ms),
      target: `<= ${NOTIFICATION_TARGETS.liveP99Ms} ms`,
      pass: n.live.p99Ms <= NOTIFICATION_TARGETS.liveP99Ms && n.live.lost === 0,
    },
    { measure: 'unread counts lost (never pushed within 2 s)', value: `${n.live.lost} / ${n.live.samples}`, baseline: '', ratio: '' },
  ];
}
