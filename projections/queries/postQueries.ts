import { DomainError } from '../../domain/decider';
import { collections, likeKey, type LikeDoc, type PostDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { afterKeyFilter, decodeCursor, encodeCursor } from './cursor';
import type { FeedPages } from './feedPages';
import type { Page, PostView } from './types';
import { userQueries } from './userQueries';

export const FEED_PAGE_MAX = 100;

/** `feedPages`, when given, remembers each viewer's first feed page between reads. */
export function postQueries(store: ReadStore, feedPages: FeedPages | null = null) {
  const posts = store.collection<PostDoc>(collections.posts);
  const likes = store.collection<LikeDoc>(collections.likes);
  const users = userQueries(store);

  /** Joins authors and the viewer's liked state onto post documents (`likeKeys`: the viewer's, if known). */
  async function toViews(docs: PostDoc[], viewerId: string | null, likeKeys?: string[]): Promise<PostView[]> {
    const authors = await users.usersByIds(docs.map((d) => d.userId));
    // By ids alone, the lookup every store answers fastest; unliked ones are dropped here.
    const liked = new Set<string>();
    const keys = viewerId ? (likeKeys ?? docs.map((d) => likeKey(d._id, viewerId))) : [];
    if (keys.length) for (const like of await likes.find({ _id: { $in: keys } })) if (like.liked) liked.add(like.postId);
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

    /** One person's posts, newest first, paged by cursor. */
    async byAuthor(userId: string, first: number, after: string | null, viewerId: string | null = null): Promise<Page<PostView>> {
      if (!Number.isInteger(first) || first < 1 || first > FEED_PAGE_MAX)
        throw new DomainError('invalid', `first must be between 1 and ${FEED_PAGE_MAX}`, 'first');
      const key = after === null ? null : decodeCursor(after);
      if (after !== null && key === null) throw new DomainError('invalid', 'Invalid cursor', 'after');
      const filter = key ? { userId, ...afterKeyFilter(key) } : { userId };
      const docs = await posts.find(filter, { sort: { createdAt: -1, _id: -1 }, limit: first + 1 });
      return feedPage(await toViews(docs.slice(0, first), viewerId), docs.length > first);
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
      const remembered = after === null ? await rememberedFirstPage(viewerId, first) : null;
      if (remembered) return remembered;
      const viewerStamp = feedPages?.stamp([viewerId]) ?? [];
      const followed = await users.followingIds(viewerId);
      const stamps = [...viewerStamp, ...(feedPages?.stamp(followed) ?? [])];
      const authors = [viewerId, ...followed];
      const filter = key ? { userId: { $in: authors }, ...afterKeyFilter(key) } : { userId: { $in: authors } };
      const docs = await posts.find(filter, { sort: { createdAt: -1, _id: -1 }, limit: first + 1 });
      const shown = docs.slice(0, first);
      const likeKeys = shown.map((d) => likeKey(d._id, viewerId));
      if (after === null) feedPages?.remember(viewerId, first, stamps, { postIds: shown.map((d) => d._id), likeKeys, hasNextPage: docs.length > first });
      return feedPage(await toViews(shown, viewerId, likeKeys), docs.length > first);
    },
  };

  /** The first page from its remembered list of posts, their counts and likes read afresh; null when not remembered. */
  async function rememberedFirstPage(viewerId: string, first: number): Promise<Page<PostView> | null> {
    const page = feedPages?.get(viewerId, first);
    if (!page) return null;
    const found = new Map((await posts.find({ _id: { $in: page.postIds } })).map((doc) => [doc._id, doc]));
    const docs = page.postIds.map((id) => found.get(id));
    // A post gone from under the list (none can be yet): choose the page again.
    if (docs.some((doc) => doc === undefined)) return null;
    return feedPage(await toViews(docs as PostDoc[], viewerId, page.likeKeys), page.hasNextPage);
  }
}

function feedPage(page: PostView[], hasNextPage: boolean): Page<PostView> {
  // Encoded only when asked for: most pages are read for their posts, not their edges' cursors.
  const items = page.map((node) => ({
    node,
    get cursor() {
      return encodeCursor({ createdAt: node.createdAt, id: node.id });
    },
  }));
  return { items, endCursor: items.at(-1)?.cursor ?? null, hasNextPage };
}

export type PostQueries = ReturnType<typeof postQueries>;
