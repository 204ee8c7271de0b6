import type { ModerationQueries } from '../../projections/queries/moderationQueries';
import type { LiveProjections } from '../../projections/liveProjections';

/**
 * Who is banned or timed out and which addresses are banned, kept in memory so that every
 * request (and every socket upgrade) can be checked without a read. Loaded at start, refreshed on
 * the projections' change notices, and refreshed at once by the service that made the change, so
 * that the next request after a ban already sees it.
 */
export class ModerationGate {
  private readonly bannedUsers = new Set<string>();
  private readonly timeouts = new Map<string, Date>();
  private readonly bannedIps = new Set<string>();
  private readonly listeners = new Set<(userId: string) => void>();

  constructor(private readonly queries: ModerationQueries) {}

  async load(projections: LiveProjections): Promise<void> {
    for (const doc of await this.queries.allUserStatuses()) this.setUser(doc._id, doc.banned, doc.timedOutUntil);
    for (const doc of await this.queries.bannedIps()) this.bannedIps.add(doc.ip);
    projections.onChange((notice) => {
      if (notice.kind === 'moderation') void this.refreshUser(notice.id).catch(console.error);
      if (notice.kind === 'ip') void this.refreshIp(notice.id).catch(console.error);
    });
  }

  async refreshUser(userId: string): Promise<void> {
    const doc = await this.queries.userStatus(userId);
    this.setUser(userId, !!doc?.banned, doc?.timedOutUntil ?? null);
  }

  async refreshIp(ip: string): Promise<void> {
    const doc = await this.queries.ipBan(ip);
    if (doc?.banned) this.bannedIps.add(ip);
    else this.bannedIps.delete(ip);
  }

  /** Calls `listener` with a user's id when that user is banned, so their open sockets can close. */
  onBanned(listener: (userId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  isBanned(userId: string): boolean {
    return this.bannedUsers.has(userId);
  }

  /** When the user's timeout ends, if it has not ended by `now`. */
  timedOutUntil(userId: string, now: Date): Date | null {
    const until = this.timeouts.get(userId);
    return until && until > now ? until : null;
  }

  isIpBanned(ip: string | null): boolean {
    return ip !== null && this.bannedIps.has(ip);
  }

  private setUser(userId: string, banned: boolean, timedOutUntil: string | null): void {
    if (timedOutUntil) this.timeouts.set(userId, new Date(timedOutUntil));
    else this.timeouts.delete(userId);
    if (!banned) return void this.bannedUsers.delete(userId);
    if (this.bannedUsers.has(userId)) return;
    this.bannedUsers.add(userId);
    for (const listener of this.listeners) listener(userId);
  }
}
