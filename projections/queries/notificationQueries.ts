import { containsHiddenWord } from '../../domain/hiddenWords/matching';
import { actorList, notificationCollections as names, type NotificationCountDoc, type NotificationDoc, type NotificationType } from '../notificationModels';
import { collections, type CommentDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { canSeeWords } from '../visibility/policy';
import { relationQueries } from '../visibility/relations';
import { afterKeyFilter, encodeCursor } from './cursor';
import { hiddenWordsQueries } from './hiddenWordsQueries';
import { pageArgs, type PostQueries } from './postQueries';
import type { Page, PostView, UserView } from './types';
import { userQueries } from './userQueries';

/** An Activity entry as the viewer may see it. */
export type NotificationView = {
  id: string;
  type: NotificationType;
  /** The most recent people the viewer may see, at most ACTORS_SHOWN. */
  actors: UserView[];
  actorsCount: number;
  post: PostView | null;
  comment: { id: string; content: string } | null;
  createdAt: string;
  read: boolean;
  detail: string | null;
};

export const ACTORS_SHOWN = 3;
// The most recent actors of an entry checked against the policy: enough to find those to show
// when a few are hidden, without a lookup per liker of a popular post.
const ACTORS_CHECKED = 10;

/**
 * A person's Activity, newest first, and their unread count (one document). The visibility
 * policy is asked again when the entries are read: an actor blocked either way or banned since
 * leaves the entry (an entry left with none is not shown), and so does a post or comment the
 * viewer may no longer see.
 */
export function notificationQueries(store: ReadStore, posts: PostQueries) {
  const entries = store.collection<NotificationDoc>(names.notifications);
  const counts = store.collection<NotificationCountDoc>(names.notificationCounts);
  const comments = store.collection<CommentDoc>(collections.comments);
  const users = userQueries(store);
  const relations = relationQueries(store);
  const hiddenWords = hiddenWordsQueries(store);

  async function toViews(docs: NotificationDoc[], viewerId: string): Promise<NotificationView[]> {
    const checked = new Map(docs.map((doc) => [doc._id, actorList(doc, ACTORS_CHECKED)]));
    const people = await users.usersByIds([...new Set([...checked.values()].flat())]);
    const postIds = [...new Set(docs.flatMap((doc) => doc.postId ?? []))];
    const commentIds = docs.flatMap((doc) => doc.commentId ?? []);
    const [rel, shownPosts, shownComments, pattern] = await Promise.all([
      relations.relationsFor(
        viewerId,
        [...people.values()].map((person) => ({ id: person.id })),
      ),
      postIds.length ? posts.byIds(postIds, viewerId) : [],
      commentIds.length ? comments.find({ _id: { $in: commentIds } }) : [],
      commentIds.length ? hiddenWords.pattern(viewerId) : null,
    ]);
    const postsById = new Map(shownPosts.map((post) => [post.id, post]));
    const commentsById = new Map(shownComments.map((comment) => [comment._id, comment]));
    return docs.flatMap((doc) => {
      const ids = checked.get(doc._id)!;
      const visible = ids.flatMap((id) => (people.has(id) && canSeeWords(rel, id) ? [people.get(id)!] : []));
      if (doc.actorsCount > 0 && visible.length === 0) return [];
      const post = doc.postId ? postsById.get(doc.postId) : null;
      if (post === undefined) return [];
      const comment = doc.commentId ? commentsById.get(doc.commentId) : null;
      if (comment === undefined) return [];
      // A comment on the viewer's own post that holds one of their hidden words is hidden from them, and so is its entry.
      if (comment && post?.userId === viewerId && comment.userId !== viewerId && containsHiddenWord(comment.content, pattern)) return [];
      return [
        {
          id: doc._id,
          type: doc.type,
          actors: visible.slice(0, ACTORS_SHOWN),
          actorsCount: doc.actorsCount - (ids.length - visible.length),
          post,
          comment: comment ? { id: comment._id, content: comment.content } : null,
          createdAt: doc.createdAt,
          read: doc.read,
          detail: doc.detail,
        },
      ];
    });
  }

  return {
    /** A page of the viewer's entries, newest first. A page the policy shortened keeps its cursor and hasNextPage. */
    async page(viewerId: string, first: number, after: string | null): Promise<Page<NotificationView>> {
      const key = pageArgs(first, after);
      const docs = await entries.find({ recipientId: viewerId, ...(key ? afterKeyFilter(key) : {}) }, { sort: { createdAt: -1, _id: -1 }, limit: first + 1 });
      const read = docs.slice(0, first);
      const items = (await toViews(read, viewerId)).map((node) => ({ node, cursor: encodeCursor({ createdAt: node.createdAt, id: node.id }) }));
      const last = read.at(-1);
      return { items, endCursor: last ? encodeCursor({ createdAt: last.createdAt, id: last._id }) : null, hasNextPage: docs.length > first };
    },

    /** One of the viewer's entries as they would see it now (null: gone, or hidden by the policy since), for a push about it. */
    async entry(viewerId: string, entryId: string): Promise<NotificationView | null> {
      const doc = await entries.findOne({ _id: entryId });
      return doc && doc.recipientId === viewerId ? ((await toViews([doc], viewerId))[0] ?? null) : null;
    },

    /** How many of the viewer's entries are unread: one document. */
    async unreadCount(viewerId: string): Promise<number> {
      return (await counts.findOne({ _id: viewerId }))?.unread ?? 0;
    },
  };
}

export type NotificationQueries = ReturnType<typeof notificationQueries>;
