import { DomainError } from '../../domain/decider';
import { collections, type HashtagDoc, type HashtagPostDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { afterKeyFilter, decodeCursor, encodeCursor } from './cursor';
import type { PostQueries } from './postQueries';
import type { Page, PostView } from './types';

export const HASHTAG_PAGE_MAX = 100;
const TAG = /^[\p{L}\p{N}_]{1,100}$/u;

export type HashtagView = { tag: string; postsCount: number; posts: Page<PostView> };

/** As captions are indexed: lower case, no leading '#'; null when no caption could carry it. */
export function normalizeHashtag(raw: string): string | null {
  const tag = raw.trim().replace(/^#/, '').toLowerCase();
  return TAG.test(tag) ? tag : null;
}

export function hashtagQueries(store: ReadStore, posts: PostQueries) {
  const entries = store.collection<HashtagPostDoc>(collections.hashtagPosts);
  const tags = store.collection<HashtagDoc>(collections.hashtags);

  return {
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
