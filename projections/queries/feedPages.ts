import type { ChangeNotice } from '../projector';

// One entry per viewer and page size; the oldest goes first past this many.
const PAGES_KEPT = 20_000;

type Stamp = [userId: string, version: number];
type Remembered = { postIds: string[]; likeKeys: string[]; hasNextPage: boolean; stamps: Stamp[] };

/**
 * Which posts make up each viewer's first feed page, remembered between reads. The list changes
 * only when the viewer follows or unfollows someone, or one of the people they follow (or the
 * viewer) publishes or removes a post; each of those projects a 'user' change notice for the
 * viewer or that author. A remembered list is used while none of them has had one since it was
 * made. Likes and comments change only counts, which are read fresh on every request.
 */
export class FeedPages {
  private readonly versions = new Map<string, number>();
  private readonly pages = new Map<string, Remembered>();

  constructor(onChange: (listener: (notice: ChangeNotice) => void) => () => void) {
    onChange((notice) => {
      if (notice.kind === 'user') this.versions.set(notice.id, (this.versions.get(notice.id) ?? 0) + 1);
    });
  }

  get(viewerId: string, first: number): Remembered | null {
    const key = `${viewerId}|${first}`;
    const page = this.pages.get(key);
    if (!page) return null;
    for (const [userId, version] of page.stamps) {
      if ((this.versions.get(userId) ?? 0) !== version) {
        this.pages.delete(key);
        return null;
      }
    }
    return page;
  }

  /**
   * Where each of these users stands. Taken before the data it vouches for is read, so that a
   * change projected while the page is being chosen still makes the remembered page stale.
   */
  stamp(userIds: string[]): Stamp[] {
    return userIds.map((userId): Stamp => [userId, this.versions.get(userId) ?? 0]);
  }

  /** `stamps`: of the viewer (taken before their follows were read) and of every author the page was chosen from. */
  remember(viewerId: string, first: number, stamps: Stamp[], page: Omit<Remembered, 'stamps'>): void {
    if (this.pages.size >= PAGES_KEPT) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(`${viewerId}|${first}`, { ...page, stamps });
  }
}
