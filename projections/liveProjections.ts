import type { ChangeNotice } from './projector';
import type { ProjectorHealth } from './projectorLane';
import type { RebuildProgress } from './rebuild';

/**
 * The read side as the BFF sees it: how far the read models have got, waiting for a write to
 * reach them, and their change notices. A process that projects has its ProjectionRunner; an API
 * instance (ROLE=api) follows the projector's published notices (ProjectionFollower).
 */
export interface LiveProjections {
  readonly position: number;
  /** `rebuilds`: the projectors being rebuilt while serving, where this process projects. */
  health(): { position: number; projectors: ProjectorHealth[]; rebuilds?: RebuildProgress[] };
  /** Resolves once the read models hold every event up to `position`; rejects with ProjectionTimeoutError after `timeoutMs`. */
  waitForPosition(position: number, timeoutMs?: number): Promise<void>;
  onChange(listener: (notice: ChangeNotice) => void): () => void;
  stop(): Promise<void>;
}
