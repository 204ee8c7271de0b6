import { DomainError } from '../../domain/decider';
import { collections, type HashtagDoc, type HashtagPostDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { SEARCH_KEY_LENGTH, searchKey } from '../searchKeys';
import { afterKeyFilter, decodeCursor, encodeCursor } from './cursor';
import type { PostQueries } from './postQueries';
import type { Page, PostView } from './types';

export const HASHTAG_PAGE_MAX = 100;
export const HASHTAG_SEARCH_MAX = 20;
export const HASHTAG_SEARCH_REFUSED = 'Type the start of a hashtag to search';
const TAG = /^[\p{L}\p{N}_]{1,100}$/u;
const BY_USE = { postsCount: -1, _id: 1 } as const;
// The embedded store reads a sorted page of at most this many from its index (memoryCollection.ts).
const FETCH_MAX = 1000;

export type HashtagView = { tag: string; postsCount: number; posts: Page<PostView> };
/** A hashtag found by the hashtag search: its name without '#', and how many live posts carry it. */
export type HashtagMatch = { name: string; postsCount: number };

/** As captions are indexed: lower case, no leading '#'; null when no caption could carry it. */
export function normalizeHashtag(raw: string): string | null {
  const tag = raw.trim().replace(/^#/, '').toLowerCase();
  return TAG.test(tag) ? tag : null;
}

export function hashtagQueries(store: ReadStore, posts: PostQueries) {
  const entries = store.collection<HashtagPostDoc>(collections.hashtagPosts);
  const tags = store.collection<HashtagDoc>(collections.hashtags);

  return {
    /**
     * Hashtags that start with the text (a leading '#' aside, case-insensitive), most used first
     * (then by name): one indexed read of a prefix key (searchKeys.ts). Text no hashtag could
     * start with is refused.
     */
    async search(query: string, first = HASHTAG_SEARCH_MAX): Promise<HashtagMatch[]> {
      if (!Number.isInteger(first) || first < 1 || first > HASHTAG_SEARCH_MAX)
        throw new DomainError('invalid', `first must be between 1 and ${HASHTAG_SEARCH_MAX}`, 'first');
      const text = normalizeHashtag(query);
      if (!text) throw new DomainError('invalid', HASHTAG_SEARCH_REFUSED, 'q');
      const long = Array.from(text).length > SEARCH_KEY_LENGTH;
      const found = await tags.find({ prefixes: searchKey(text) }, { sort: BY_USE, limit: long ? FETCH_MAX : first });
      return found
        .filter((doc) => !long || doc._id.startsWith(text))
        .slice(0, first)
        .map((doc) => ({ name: doc._id, postsCount: doc.postsCount }));
    },

    /** A hashtag's count and one page of its posts, newest first. An unknown hashtag has none. */
    async page(rawTag: string, viewerId: string | null, first: number, after: string | null): Promise<HashtagView> {
      if (!Number.isInteger(first) || first < 1 || first > HASHTAG_PAGE_MAX)
        throw new DomainError('invalid', `first must be between 1 and ${HASHTAG_PAGE_MAX}`, 'first');
      const key = after === null ? null : decodeCursor(after);
      if (after !== null && key === null) throw new DomainError('invalid', 'Invalid cursor', 'after');
      const tag = normalizeHashtag(rawTag);
      // No caption can carry it: nothing to look up (the text is echoed back, shortened).
      if (!tag)
        return { tag: rawTag.trim().replace(/^#/, '').toLowerCase().slice(0, 100), postsCount: 0, posts: { items: [], endCursor: null, hasNextPage: false } };
      const filter = key ? { tag, ...afterKeyFilter(key) } : { tag };
      const [counted, found] = await Promise.all([tags.findOne({ _id: tag }), entries.find(filter, { sort: { createdAt: -1, _id: -1 }, limit: first + 1 })]);
      const shown = found.slice(0, first);
      const views = new Map(
        (
          await posts.byIds(
            shown.map((e) => e.postId),
            viewerId,
          )
        ).map((p) => [p.id, p]),
      );
      const items = shown.flatMap((entry) => {
        const node = views.get(entry.postId);
        return node ? [{ node, cursor: encodeCursor({ createdAt: entry.createdAt, id: entry._id }) }] : [];
      });
      const endCursor = shown.length ? encodeCursor({ createdAt: shown[shown.length - 1].createdAt, id: shown[shown.length - 1]._id }) : null;
      return { tag, postsCount: counted?.postsCount ?? 0, posts: { items, endCursor, hasNextPage: found.length > first } };
    },
  };
}

export type HashtagQueries = ReturnType<typeof hashtagQueries>;
