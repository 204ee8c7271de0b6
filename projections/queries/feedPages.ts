import type { ChangeNotice } from '../projector';
import type { PostView } from './types';

// One entry per viewer and page size; the oldest goes first past this many.
const PAGES_KEPT = 20_000;
// Posts whose notices are counted; past this many the count starts over, and every remembered view with it.
const POST_VERSIONS_KEPT = 100_000;

type Stamp = [id: string, version: number];
/** What a page's posts looked like to its viewer, and where those posts stood when they were read. */
type Shown = { views: PostView[]; epoch: number; stamps: Stamp[] };
type Remembered = { postIds: string[]; likeKeys: string[]; hasNextPage: boolean; stamps: Stamp[]; shown: Shown | null };

/**
 * Each viewer's first feed page, remembered between reads. Which posts make it up changes only
 * when the viewer follows or unfollows someone, or one of the people they follow (or the viewer)
 * publishes or removes a post; each of those projects a 'user' change notice for the viewer or
 * that author. What the posts show (counts, and whether the viewer likes or saved them) changes
 * only with a 'post' notice for that post. A remembered list, and the posts as shown, are used
 * while none of them has had a notice since they were read.
 */
export class FeedPages {
  private readonly userVersions = new Map<string, number>();
  private readonly postVersions = new Map<string, number>();
  private postEpoch = 0;
  private readonly pages = new Map<string, Remembered>();

  constructor(onChange: (listener: (notice: ChangeNotice) => void) => () => void) {
    onChange((notice) => {
      // A ban (a 'moderation' notice) hides the person's posts as a change of theirs does.
      if (notice.kind === 'user' || notice.kind === 'moderation') this.userVersions.set(notice.id, (this.userVersions.get(notice.id) ?? 0) + 1);
      else if (notice.kind === 'post') this.postChanged(notice.id);
    });
  }

  get(viewerId: string, first: number): Remembered | null {
    const key = `${viewerId}|${first}`;
    const page = this.pages.get(key);
    if (!page) return null;
    if (!current(page.stamps, this.userVersions)) {
      this.pages.delete(key);
      return null;
    }
    return page;
  }

  /**
   * Where each of these users stands. Taken before the data it vouches for is read, so that a
   * change projected while the page is being chosen still makes the remembered page stale.
   */
  stamp(userIds: string[]): Stamp[] {
    return userIds.map((userId): Stamp => [userId, this.userVersions.get(userId) ?? 0]);
  }

  /** `stamps`: of the viewer (taken before their follows were read) and of every author the page was chosen from. */
  remember(viewerId: string, first: number, stamps: Stamp[], page: Omit<Remembered, 'stamps' | 'shown'>): void {
    if (this.pages.size >= PAGES_KEPT) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(`${viewerId}|${first}`, { ...page, stamps, shown: null });
  }

  /** The page's posts as last shown to its viewer, if none of them has changed since. */
  shown(page: Remembered): PostView[] | null {
    const shown = page.shown;
    return shown && shown.epoch === this.postEpoch && current(shown.stamps, this.postVersions) ? shown.views : null;
  }

  /** Where the page's posts stand; taken before they are read, as `stamp` is. */
  stampPosts(page: Remembered): Omit<Shown, 'views'> {
    return { epoch: this.postEpoch, stamps: page.postIds.map((postId): Stamp => [postId, this.postVersions.get(postId) ?? 0]) };
  }

  rememberShown(page: Remembered, views: PostView[], stamps: Omit<Shown, 'views'>): void {
    page.shown = { views, ...stamps };
  }

  private postChanged(postId: string): void {
    if (!this.postVersions.has(postId) && this.postVersions.size >= POST_VERSIONS_KEPT) {
      this.postVersions.clear();
      this.postEpoch++;
    }
    this.postVersions.set(postId, (this.postVersions.get(postId) ?? 0) + 1);
  }
}

function current(stamps: Stamp[], versions: Map<string, number>): boolean {
  for (const [id, version] of stamps) if ((versions.get(id) ?? 0) !== version) return false;
  return true;
}
