import { containsHiddenWordFilter } from './hiddenWordsQueries';
import { collections, commentLikeKey, type CommentDoc } from '../readModels';
import { commentLikeQueries } from './commentLikeQueries';
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

/** Which of a post's comments a list holds: all of them (the REST list), the top ones, or one comment's replies. */
export type CommentScope = { postId: string; only?: 'top' } | { postId?: undefined; repliesTo: string };

/** A hidden-words condition: comments holding one of the post author's words are left out, but for `exceptAuthor`'s own. */
export type HiddenComments = { pattern: string; exceptAuthor: string | null };

export function commentQueries(store: ReadStore) {
  const comments = store.collection<CommentDoc>(collections.comments);
  const users = userQueries(store);
  const relations = relationQueries(store);
  const likes = commentLikeQueries(store);

  /** Joins authors and the viewer's likes onto comments, leaving out those the visibility policy hides from the viewer (people blocked either way, banned accounts). */
  async function toViews(docs: CommentDoc[], viewerId: string | null): Promise<CommentView[]> {
    const authors = await users.usersByIds(docs.map((d) => d.userId));
    const rel = await relations.relationsFor(viewerId, [...authors.values()]);
    const shown = docs.filter((doc) => authors.has(doc.userId) && canSeeWords(rel, doc.userId));
    const liked = await likes.likedAmong(viewerId ? shown.map((doc) => commentLikeKey(doc._id, viewerId)) : []);
    return shown.map((doc) => ({
      id: doc._id,
      postId: doc.postId,
      parentId: doc.parentId ?? null,
      content: doc.content,
      createdAt: doc.createdAt,
      user: authors.get(doc.userId)!,
      repliesCount: doc.repliesCount ?? 0,
      likesCount: doc.likesCount ?? 0,
      isLiked: liked.has(doc._id),
    }));
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
     * Comments of a post as the viewer may see them (all, the top ones, or one comment's
     * replies), in the order they were written, paged by cursor. With `hide`, those that hold one
     * of the post author's hidden words are left out, but for their author: a condition of the
     * query, so a page is full.
     */
    /** Every comment of a post, replies included (the REST list; see list). */
    ofPost(postId: string, viewerId: string | null, first: number, after: string | null, hide?: HiddenComments): Promise<Page<CommentView>> {
      return this.list({ postId }, viewerId, first, after, hide);
    },

    async list(scope: CommentScope, viewerId: string | null, first: number, after: string | null, hide?: HiddenComments): Promise<Page<CommentView>> {
      const key = pageArgs(first, after);
      const hidden = hide && {
        $nor: [{ content: containsHiddenWordFilter(hide.pattern), ...(hide.exceptAuthor ? { userId: { $ne: hide.exceptAuthor } } : {}) }],
      };
      const which = scope.postId === undefined ? { parentId: scope.repliesTo } : { postId: scope.postId, ...(scope.only === 'top' ? { parentId: null } : {}) };
      const filter = { ...which, ...(key ? afterAscending(key) : {}), ...hidden };
      const docs = await comments.find(filter, { sort: { createdAt: 1, _id: 1 }, limit: first + 1 });
      const items = (await toViews(docs.slice(0, first), viewerId)).map((node) => ({ node, cursor: encodeCursor({ createdAt: node.createdAt, id: node.id }) }));
      const last = docs.slice(0, first).at(-1);
      return { items, endCursor: last ? encodeCursor({ createdAt: last.createdAt, id: last._id }) : null, hasNextPage: docs.length > first };
    },
  };
}

export type CommentQueries = ReturnType<typeof commentQueries>;
