import type { ChangeNotice } from './projector';

/** What the projector publishes after a burst of events: how far every read model has got, and what changed meanwhile. */
export type NoticeBurst = { position: number; notices: ChangeNotice[] };

/**
 * Change notices between processes: the one process that projects publishes, the API instances
 * (which project nothing) learn from it what changed and how far the read models have got, for
 * their live updates and for read-your-writes. A listener gets the bursts published after it
 * subscribed, in order; one that missed some (a lost connection) gets the later ones.
 */
export interface ChangeNoticeBus {
  /** A word for the log and the health answer (`memory`, `change stream`, `capped collection`). */
  readonly kind: string;
  publish(burst: NoticeBurst): Promise<void>;
  subscribe(listener: (burst: NoticeBurst) => void): Promise<{ close(): Promise<void> }>;
  /** The last burst published, if the bus still holds one (a process starting reads its position from it). */
  latest(): Promise<NoticeBurst | null>;
  close(): Promise<void>;
}
