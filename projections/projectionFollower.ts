import { EventEmitter } from 'node:events';
import type { ChangeNoticeBus, NoticeBurst } from './changeNotices';
import { lowestCheckpoint } from './checkpoints';
import type { LiveProjections } from './liveProjections';
import type { ChangeNotice } from './projector';
import type { ReadStore } from './readStore';
import { ProjectionTimeoutError } from './runner';

/**
 * The read side of an API instance (ROLE=api), which projects nothing: the projector process
 * writes the shared read models and publishes its progress. The position here is the last one
 * published (at start, the bus's last burst, or the projectors' checkpoints if it has none), so a
 * write waits until the projector says the read models hold it, and the next query sees it.
 */
export class ProjectionFollower implements LiveProjections {
  private reached = 0;
  private subscription: { close(): Promise<void> } | null = null;
  private readonly waiters = new Set<{ position: number; resolve: () => void }>();
  private readonly changes = new EventEmitter();

  constructor(
    private readonly bus: ChangeNoticeBus,
    private readonly readStore: ReadStore,
    private readonly projectorNames: readonly string[],
  ) {
    this.changes.setMaxListeners(0);
  }

  get position(): number {
    return this.reached;
  }

  /** Stuck projectors are the projector's to report (its own /api/health); here, how far the notices say it got. */
  health() {
    return { position: this.reached, projectors: [] };
  }

  /** Subscribes first, then reads where the projector is: a burst published in between is not missed. */
  async start(): Promise<void> {
    this.subscription = await this.bus.subscribe((burst) => this.receive(burst));
    const [latest, checkpoints] = await Promise.all([this.bus.latest(), lowestCheckpoint(this.readStore, this.projectorNames)]);
    // Checkpoints lag what the read models hold, and so does the last burst: both are safe to start from.
    this.advance(Math.max(latest?.position ?? 0, checkpoints));
  }

  waitForPosition(position: number, timeoutMs = 5000): Promise<void> {
    if (this.reached >= position) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = {
        position,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new ProjectionTimeoutError(position, this.reached));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  onChange(listener: (notice: ChangeNotice) => void): () => void {
    this.changes.on('change', listener);
    return () => this.changes.off('change', listener);
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
  }

  private receive(burst: NoticeBurst): void {
    this.advance(burst.position);
    for (const notice of burst.notices) {
      try {
        this.changes.emit('change', notice);
      } catch (error) {
        console.error('A change notice listener failed:', error);
      }
    }
  }

  // A projector that took over may start from an older checkpoint: the position never goes back.
  private advance(position: number): void {
    if (position <= this.reached) return;
    this.reached = position;
    for (const waiter of this.waiters) {
      if (this.reached >= waiter.position) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }
}
