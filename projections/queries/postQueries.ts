import { DomainError } from '../../domain/decider';
import { collections, likeKey, type LikeDoc, type PostDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { afterKeyFilter, decodeCursor, encodeCursor } from './cursor';
import type { Page, PostView } from './types';
import { userQueries } from './userQueries';

export const FEED_PAGE_MAX = 100;

export function postQueries(store: ReadStore) {
  const posts = store.collection<PostDoc>(collections.posts);
  const likes = store.collection<LikeDoc>(collections.likes);
  const users = userQueries(store);

  /** Joins authors and the viewer's liked state onto post documents. */
  async function toViews(docs: PostDoc[], viewerId: string | null): Promise<PostView[]> {
    const authors = await users.usersByIds(docs.map((d) => d.userId));
    // By ids alone, the lookup every store answers fastest; unliked ones are dropped here.
    const liked = new Set<string>();
    if (viewerId) for (const like of await likes.find({ _id: { $in: docs.map((d) => likeKey(d._id, viewerId)) } })) if (like.liked) liked.add(like.postId);
    return docs.flatMap((doc) => {
      const user = authors.get(doc.userId);
      if (!user) return [];
      return [
        {
          id: doc._id,
          userId: doc.userId,
          user,
          mediaUrl: doc.mediaUrl,
          mediaType: doc.mediaType,
          caption: doc.caption,
          location: doc.location,
          likesCount: doc.likesCount,
          commentsCount: doc.commentsCount,
          isLiked: liked.has(doc._id),
          createdAt: doc.createdAt,
        },
      ];
    });
  }

  return {
    exists: async (id: string): Promise<boolean> => (await posts.countDocuments({ _id: id })) > 0,

    async byId(id: string, viewerId: string | null): Promise<PostView | null> {
      const doc = await posts.findOne({ _id: id });
      return doc ? ((await toViews([doc], viewerId))[0] ?? null) : null;
    },

    /**
     * The viewer's posts and those of the people they follow, newest first. Built on read (the
     * authors' posts are merged through the userId index) rather than fanned out on write.
     */
    async feed(viewerId: string, first: number, after: string | null): Promise<Page<PostView>> {
      if (!Number.isInteger(first) || first < 1 || first > FEED_PAGE_MAX)
        throw new DomainError('invalid', `first must be between 1 and ${FEED_PAGE_MAX}`, 'first');
      const key = after === null ? null : decodeCursor(after);
      if (after !== null && key === null) throw new DomainError('invalid', 'Invalid cursor', 'after');
      const authors = [viewerId, ...(await users.followingIds(viewerId))];
      const filter = key ? { userId: { $in: authors }, ...afterKeyFilter(key) } : { userId: { $in: authors } };
      const docs = await posts.find(filter, { sort: { createdAt: -1, _id: -1 }, limit: first + 1 });
      const page = await toViews(docs.slice(0, first), viewerId);
      // Encoded only when asked for: most pages are read for their posts, not their edges' cursors.
      const items = page.map((node) => ({
        node,
        get cursor() {
          return encodeCursor({ createdAt: node.createdAt, id: node.id });
        },
      }));
      return { items, endCursor: items.at(-1)?.cursor ?? null, hasNextPage: docs.length > first };
    },
  };
}

export type PostQueries = ReturnType<typeof postQueries>;
