import { containsHiddenWordFilter } from './hiddenWordsQueries';
import { collections, type CommentDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { encodeCursor, type CursorKey } from './cursor';
import { pageArgs } from './postQueries';
import type { CommentView, Page } from './types';
import { userQueries } from './userQueries';
import { canSeeWords } from '../visibility/policy';
import { relationQueries } from '../visibility/relations';

/** Everything after `key` in (createdAt asc, _id asc) order: comments read oldest first, newest last. */
const afterAscending = (key: CursorKey) => ({
  $or: [{ createdAt: { $gt: key.createdAt } }, { createdAt: key.createdAt, _id: { $gt: key.id } }],
});

export function commentQueries(store: ReadStore) {
  const comments = store.collection<CommentDoc>(collections.comments);
  const users = userQueries(store);
  const relations = relationQueries(store);

  /** Joins authors onto comments, leaving out those the visibility policy hides from the viewer (people blocked either way, banned accounts). */
  async function toViews(docs: CommentDoc[], viewerId: string | null): Promise<CommentView[]> {
    const authors = await users.usersByIds(docs.map((d) => d.userId));
    const rel = await relations.relationsFor(viewerId, [...authors.values()]);
    return docs.flatMap((doc) => {
      const user = authors.get(doc.userId);
      return user && canSeeWords(rel, user.id) ? [{ id: doc._id, postId: doc.postId, content: doc.content, createdAt: doc.createdAt, user }] : [];
    });
  }

  return {
    /** The comment as the viewer may see it. */
    async byId(id: string, viewerId: string | null): Promise<CommentView | null> {
      const doc = await comments.findOne({ _id: id });
      return doc ? ((await toViews([doc], viewerId))[0] ?? null) : null;
    },

    /** Which post a comment is on, and who wrote it, whoever asks (for deleting it). */
    record: (id: string): Promise<CommentDoc | null> => comments.findOne({ _id: id }),

    /**
     * A post's comments as the viewer may see them, in the order they were written, paged by
     * cursor. With `hide`, those that hold one of the post author's hidden words (the pattern) are
     * left out, but for their author (`exceptAuthor`, the viewer): a condition of the query, so a page is full.
     */
    async ofPost(
      postId: string,
      viewerId: string | null,
      first: number,
      after: string | null,
      hide?: { pattern: string; exceptAuthor: string | null },
    ): Promise<Page<CommentView>> {
      const key = pageArgs(first, after);
      const hidden = hide && {
        $nor: [{ content: containsHiddenWordFilter(hide.pattern), ...(hide.exceptAuthor ? { userId: { $ne: hide.exceptAuthor } } : {}) }],
      };
      const filter = { postId, ...(key ? afterAscending(key) : {}), ...hidden };
      const docs = await comments.find(filter, { sort: { createdAt: 1, _id: 1 }, limit: first + 1 });
      const items = (await toViews(docs.slice(0, first), viewerId)).map((node) => ({ node, cursor: encodeCursor({ createdAt: node.createdAt, id: node.id }) }));
      const last = docs.slice(0, first).at(-1);
      return { items, endCursor: last ? encodeCursor({ createdAt: last.createdAt, id: last._id }) : null, hasNextPage: docs.length > first };
    },
  };
}

export type CommentQueries = ReturnType<typeof commentQueries>;
