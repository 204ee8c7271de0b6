import type { ChangeNotice } from './projector';
import type { ProjectorHealth } from './projectorLane';

/**
 * The read side as the BFF sees it: how far the read models have got, waiting for a write to
 * reach them, and their change notices. A process that projects has its ProjectionRunner; an API
 * instance (ROLE=api) follows the projector's published notices (ProjectionFollower).
 */
export interface LiveProjections {
  readonly position: number;
  health(): { position: number; projectors: ProjectorHealth[] };
  /** Resolves once the read models hold every event up to `position`; rejects with ProjectionTimeoutError after `timeoutMs`. */
  waitForPosition(position: number, timeoutMs?: number): Promise<void>;
  onChange(listener: (notice: ChangeNotice) => void): () => void;
  stop(): Promise<void>;
}
