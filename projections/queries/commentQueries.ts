import { containsHiddenWordFilter } from '../../domain/hiddenWords/matching';
import { collections, type CommentDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { encodeCursor, type CursorKey } from './cursor';
import { pageArgs } from './postQueries';
import type { CommentView, Page } from './types';
import { userQueries } from './userQueries';

/** Everything after `key` in (createdAt asc, _id asc) order: comments read oldest first, newest last. */
const afterAscending = (key: CursorKey) => ({
  $or: [{ createdAt: { $gt: key.createdAt } }, { createdAt: key.createdAt, _id: { $gt: key.id } }],
});

export function commentQueries(store: ReadStore) {
  const comments = store.collection<CommentDoc>(collections.comments);
  const users = userQueries(store);

  async function toViews(docs: CommentDoc[]): Promise<CommentView[]> {
    const authors = await users.usersByIds(docs.map((d) => d.userId));
    return docs.flatMap((doc) => {
      const user = authors.get(doc.userId);
      return user ? [{ id: doc._id, postId: doc.postId, content: doc.content, createdAt: doc.createdAt, user }] : [];
    });
  }

  return {
    async byId(id: string): Promise<CommentView | null> {
      const doc = await comments.findOne({ _id: id });
      return doc ? ((await toViews([doc]))[0] ?? null) : null;
    },

    /**
     * A post's comments in the order they were written, paged by cursor. With `hide`, those that
     * hold one of the post author's hidden words (the pattern) are left out, but for their author
     * (`exceptAuthor`, the viewer): a condition of the query, so a page is full.
     */
    async ofPost(postId: string, first: number, after: string | null, hide?: { pattern: string; exceptAuthor: string | null }): Promise<Page<CommentView>> {
      const key = pageArgs(first, after);
      const hidden = hide && {
        $nor: [{ content: containsHiddenWordFilter(hide.pattern), ...(hide.exceptAuthor ? { userId: { $ne: hide.exceptAuthor } } : {}) }],
      };
      const filter = { postId, ...(key ? afterAscending(key) : {}), ...hidden };
      const docs = await comments.find(filter, { sort: { createdAt: 1, _id: 1 }, limit: first + 1 });
      const items = (await toViews(docs.slice(0, first))).map((node) => ({ node, cursor: encodeCursor({ createdAt: node.createdAt, id: node.id }) }));
      const last = docs.slice(0, first).at(-1);
      return { items, endCursor: last ? encodeCursor({ createdAt: last.createdAt, id: last._id }) : null, hasNextPage: docs.length > first };
    },
  };
}

export type CommentQueries = ReturnType<typeof commentQueries>;
