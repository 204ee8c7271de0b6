import { fmt, latencyRow, memoryRow, type Row } from './report';

export const SERVER_TARGETS = { restartSeconds: 5, rssBytes: 1.5 * 2 ** 30 };

/** The server under test: its start on the seeded folder and on an empty one, and its memory. */
export type ServerFigures = {
  readyMs: number;
  emptyReadyMs: number;
  /** From spawn to the server's word that everything it loads behind its first answers is in. */
  loadedMs: number;
  /** The first feed page, asked as soon as the server answers, and the feed's p50 once it runs. */
  firstFeedMs: number;
  feedP50Ms: number;
  /** Peak RSS over the whole run, and on the empty folder. */
  rssBytes: number;
  emptyRssBytes: number;
};

const secondsRow = (measure: string, ms: number, baselineMs: number): Row => ({
  measure,
  value: fmt.s(ms / 1000),
  baseline: fmt.s(baselineMs / 1000),
  ratio: fmt.ratio(ms, baselineMs),
});

export function serverRows(f: ServerFigures): Row[] {
  return [
    {
      ...secondsRow('restart to first answer (baseline: empty folder)', f.readyMs, f.emptyReadyMs),
      target: `<= ${SERVER_TARGETS.restartSeconds} s`,
      pass: f.readyMs <= SERVER_TARGETS.restartSeconds * 1000,
    },
    secondsRow('everything loaded in the background (baseline: first answer)', f.loadedMs, f.readyMs),
    latencyRow('first feed page, asked as soon as the server answers (baseline: feed p50 later)', f.firstFeedMs, f.feedP50Ms),
    {
      ...memoryRow('server peak RSS, whole run (baseline: empty)', f.rssBytes, f.emptyRssBytes),
      target: `<= ${fmt.mb(SERVER_TARGETS.rssBytes)}`,
      pass: f.rssBytes <= SERVER_TARGETS.rssBytes,
    },
  ];
}
