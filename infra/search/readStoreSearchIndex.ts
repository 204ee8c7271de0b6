import { afterKeyFilter, decodeCursor, encodeCursor } from '../../projections/queries/cursor';
import type { ReadStore } from '../../projections/readStore';
import { checkSearch, invalidCursor, type SearchEntry, type SearchIndex } from '../../projections/searchIndex';

const COLLECTION = 'searchPosts';

/** A searchable post as stored: the original texts, and lower-cased copies that queries match. */
export type SearchDoc = SearchEntry & { _id: string; usernameLower: string; captionLower: string; locationLower: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * MongoDB's adapter: one document per post, matched by an escaped (so literal) regular expression
 * over lower-cased copies, newest first through the createdAt index. Runs on any read store.
 */
export function readStoreSearchIndex(store: ReadStore): SearchIndex {
  const docs = store.collection<SearchDoc>(COLLECTION);
  return {
    async setup() {
      await docs.createIndex({ keys: { createdAt: -1, _id: -1 } });
      await docs.createIndex({ keys: { userId: 1 } });
    },
    loaded: async () => {},
    async upsert(entry) {
      const doc: Omit<SearchDoc, '_id'> = {
        ...entry,
        usernameLower: entry.username.toLowerCase(),
        captionLower: entry.caption.toLowerCase(),
        locationLower: entry.location.toLowerCase(),
      };
      await docs.updateOne({ _id: entry.postId }, { $set: doc }, { upsert: true });
    },
    async removePost(postId) {
      await docs.deleteOne({ _id: postId });
    },
    async removeUser(userId) {
      await docs.deleteMany({ userId });
    },
    async search(text, first, after) {
      const query = checkSearch(text, first);
      const key = after === null ? null : decodeCursor(after);
      if (after !== null && key === null) throw invalidCursor();
      if (!query) return { postIds: [], endCursor: null, hasNextPage: false };
      const pattern = { $regex: escapeRegExp(query.toLowerCase()) };
      const matches = { $or: [{ usernameLower: pattern }, { captionLower: pattern }, { locationLower: pattern }] };
      const filter = key ? { $and: [matches, afterKeyFilter(key)] } : matches;
      const found = await docs.find(filter, { sort: { createdAt: -1, _id: -1 }, limit: first + 1 });
      const shown = found.slice(0, first);
      const last = shown.at(-1);
      return {
        postIds: shown.map((d) => d._id),
        endCursor: last ? encodeCursor({ createdAt: last.createdAt, id: last._id }) : null,
        hasNextPage: found.length > first,
      };
    },
    async clear() {
      await docs.deleteMany({});
    },
  };
}
