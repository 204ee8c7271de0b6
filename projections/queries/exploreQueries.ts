import { DomainError } from '../../domain/decider';
import { bandOf, dayOf, floorBand, MAX_LOG2_ENGAGEMENT, WINDOW_DAYS } from '../exploreScore';
import { collections, type ExplorePostDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { followQueries } from './followQueries';
import { FEED_PAGE_MAX, type PostQueries } from './postQueries';
import type { Page, PostView } from './types';

/** Where a page ends: the last post's score and id (opaque to clients). */
type ExploreKey = { score: number; id: string };

const encodeKey = ({ score, id }: ExploreKey) => Buffer.from(`e|${score}|${id}`).toString('base64url');

function decodeKey(cursor: string): ExploreKey | null {
  const [tag, score, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const value = Number(score);
  return tag === 'e' && id && rest.length === 0 && score !== '' && Number.isFinite(value) ? { score: value, id } : null;
}

// Bands are read a few at a time: many where they are sparse (the best-scored few), one at a time
// where each holds many posts, so that a page never reads much more than it shows.
const BANDS_PER_READ_MAX = 16;

const byScore = (a: ExplorePostDoc, b: ExplorePostDoc) => b.score - a.score || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
const isAfter = (doc: ExplorePostDoc, key: ExploreKey) => doc.score < key.score || (doc.score === key.score && doc._id < key.id);

/**
 * Explore: posts of people the viewer does not follow (nor their own), best recent engagement
 * first (exploreScore.ts), read from the explore read model band by band, best band first. Every
 * post goes through the visibility policy (`posts.byIds`): private accounts the viewer does not
 * follow, people blocked either way and banned people and posts are left out, and the page fills
 * from the posts after them.
 */
export function exploreQueries(store: ReadStore, posts: PostQueries) {
  const explore = store.collection<ExplorePostDoc>(collections.explorePosts);
  const follows = followQueries(store);

  /** The candidates after `key`, best first, read band by band from `top` down to `bottom`. */
  async function* candidates(top: number, bottom: number, key: ExploreKey | null, excluded: Set<string>, minDay: number, need: number) {
    // From a cursor the page goes on where bands are full: one at a time until they thin out.
    let width = key ? 1 : BANDS_PER_READ_MAX;
    for (let band = top; band >= bottom; ) {
      const bands = Array.from({ length: Math.min(width, band - bottom + 1) }, (_, i) => band - i);
      band -= bands.length;
      const docs = await explore.find({ band: { $in: bands } });
      yield docs.filter((doc) => doc.lastDay >= minDay && !excluded.has(doc.userId) && (!key || isAfter(doc, key))).sort(byScore);
      width = docs.length > need * 4 ? Math.max(1, width >> 2) : docs.length < need ? Math.min(BANDS_PER_READ_MAX, width * 2) : width;
    }
  }

  return {
    /** One page of Explore as the viewer may see it, on `now`'s day. */
    async page(viewerId: string, first: number, after: string | null, now: Date): Promise<Page<PostView>> {
      if (!Number.isInteger(first) || first < 1 || first > FEED_PAGE_MAX)
        throw new DomainError('invalid', `first must be between 1 and ${FEED_PAGE_MAX}`, 'first');
      const key = after === null ? null : decodeKey(after);
      if (after !== null && key === null) throw new DomainError('invalid', 'Invalid cursor', 'after');
      const today = dayOf(now);
      const excluded = new Set([viewerId, ...(await follows.followingIds(viewerId))]);
      const top = key ? bandOf(key.score) : bandOf(today / 2 + MAX_LOG2_ENGAGEMENT);
      const shown: PostView[] = [];
      const scores = new Map<string, number>();
      // One more than the page, to know whether another follows.
      const wanted = first + 1;
      for await (const batch of candidates(top, floorBand(today - WINDOW_DAYS + 1), key, excluded, today - WINDOW_DAYS + 1, wanted)) {
        for (let at = 0; at < batch.length && shown.length < wanted; ) {
          const slice = batch.slice(at, at + (wanted - shown.length) + 4);
          at += slice.length;
          for (const doc of slice) scores.set(doc._id, doc.score);
          shown.push(
            ...(await posts.byIds(
              slice.map((doc) => doc._id),
              viewerId,
            )),
          );
        }
        if (shown.length >= wanted) break;
      }
      const items = shown.slice(0, first).map((node) => ({ node, cursor: encodeKey({ score: scores.get(node.id)!, id: node.id }) }));
      return { items, endCursor: items.at(-1)?.cursor ?? null, hasNextPage: shown.length > first };
    },
  };
}

export type ExploreQueries = ReturnType<typeof exploreQueries>;
