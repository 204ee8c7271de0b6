/**
 * Leases: a named role (the leader's) held by one holder at a time until it expires, so that of
 * several processes sharing one database exactly one does the once-only work. A holder that dies
 * without releasing loses the lease when its time runs out.
 */
export interface LeaseStore {
  /**
   * Takes `name` for `holder` until `now + ttlMs` when it is free, expired, or already this
   * holder's (a renewal), in one atomic step; answers whether the holder has it now.
   */
  acquire(name: string, holder: string, ttlMs: number, now: Date): Promise<boolean>;
  /** Gives `name` up at once if `holder` has it (a clean stop); does nothing otherwise. */
  release(name: string, holder: string): Promise<void>;
}
