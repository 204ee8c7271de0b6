import { EventEmitter } from 'node:events';
import type { LiveProjections } from '../../projections/liveProjections';
import type { ChangeNotice } from '../../projections/projector';
import { ProjectionTimeoutError, type ProjectionRunner } from '../../projections/runner';

/**
 * The read side of a projector process (ROLE=projector), whose runner exists only while it holds
 * the lease: the services are made once, at start, and ask this, which asks the runner of the
 * moment. On standby nothing projects here; nothing here writes either (the reactors run only
 * while leading), so a wait then is a timeout.
 */
export class LeaderProjections implements LiveProjections {
  private runner: ProjectionRunner | null = null;
  private unrelay: (() => void) | null = null;
  private readonly changes = new EventEmitter();

  constructor() {
    this.changes.setMaxListeners(0);
  }

  get active(): boolean {
    return this.runner !== null;
  }

  attach(runner: ProjectionRunner): void {
    this.detach();
    this.runner = runner;
    this.unrelay = runner.onChange((notice) => this.changes.emit('change', notice));
  }

  detach(): void {
    this.unrelay?.();
    this.unrelay = null;
    this.runner = null;
  }

  get position(): number {
    return this.runner?.position ?? 0;
  }

  health() {
    return this.runner?.health() ?? { position: 0, projectors: [] };
  }

  waitForPosition(position: number, timeoutMs?: number): Promise<void> {
    return this.runner ? this.runner.waitForPosition(position, timeoutMs) : Promise.reject(new ProjectionTimeoutError(position, 0));
  }

  onChange(listener: (notice: ChangeNotice) => void): () => void {
    this.changes.on('change', listener);
    return () => this.changes.off('change', listener);
  }

  async stop(): Promise<void> {
    const runner = this.runner;
    this.detach();
    await runner?.stop();
  }
}
