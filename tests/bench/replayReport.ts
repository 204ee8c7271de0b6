import type { ExportFigures } from './exportBench';
import type { ReplayFigures } from './replayBench';
import { fmt, memoryRow, type Row, throughputRow } from './report';

export const REPLAY_TARGETS = { replayPerSecond: 50_000, exportPerSecond: 100_000 };

/**
 * Replay and the analysts' export, each reading the whole log, beside reading and parsing it
 * alone; the export's memory beside the same command with nothing to export.
 */
export function replayRows(replay: ReplayFigures, exported: ExportFigures, exportFloor: ExportFigures): Row[] {
  return [
    {
      ...throughputRow('replay, events/s (baseline: read + parse)', replay.replayPerSecond, replay.readPerSecond),
      target: `>= ${fmt.int(REPLAY_TARGETS.replayPerSecond)}`,
      pass: replay.replayPerSecond >= REPLAY_TARGETS.replayPerSecond,
    },
    {
      ...throughputRow('export, events/s (baseline: read + parse)', exported.perSecond, replay.readPerSecond),
      target: `>= ${fmt.int(REPLAY_TARGETS.exportPerSecond)}`,
      pass: exported.perSecond >= REPLAY_TARGETS.exportPerSecond,
    },
    memoryRow('export peak RSS (baseline: nothing to export)', exported.peakRssBytes, exportFloor.peakRssBytes),
  ];
}
