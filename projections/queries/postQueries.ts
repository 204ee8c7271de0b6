import { DomainError } from '../../domain/decider';
import { posterUrlOf } from '../../domain/post/poster';
import { collections, likeKey, mediaOfPost, saveKey, type PostDoc, type SaveDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { afterKeyFilter, decodeCursor, encodeCursor, type CursorKey } from './cursor';
import type { FeedPages } from './feedPages';
import { followQueries } from './followQueries';
import { likeQueries } from './likeQueries';
import { saveQueries } from './saveQueries';
import type { BannedPostView, Page, PostView } from './types';
import { userQueries } from './userQueries';
import { canSee, canSeeProfile, inFeedOf, type Relations } from '../visibility/policy';
import { relationQueries } from '../visibility/relations';

const posterOf = (doc: PostDoc) => doc.posterUrl ?? posterUrlOf(doc.mediaUrl, doc.mediaType);

/** What a viewer may do with a post: see it, or not because a block stands between them and its author, or not at all (unknown, deleted, banned, private). */
export type PostAccess = 'visible' | 'blocked' | 'hidden';

export const FEED_PAGE_MAX = 100;

/** `feedPages`, when given, remembers each viewer's first feed page between reads. */
export function postQueries(store: ReadStore, feedPages: FeedPages | null = null) {
  const posts = store.collection<PostDoc>(collections.posts);
  const saves = store.collection<SaveDoc>(collections.saves);
  const users = userQueries(store);
  const follows = followQueries(store);
  const likes = likeQueries(store);
  const bookmarks = saveQueries(store);
  const relations = relationQueries(store);

  /**
   * Joins authors and the viewer's liked state onto post documents (`likeKeys`: the viewer's, if
   * known), leaving out every post the visibility policy hides from the viewer. Every read of
   * posts ends here, so none can skip the policy. `known`: relations already loaded for these
   * authors (the feed's); `moderation`: an admin's moderation list, which shows every post.
   */
  async function toViews(
    docs: PostDoc[],
    viewerId: string | null,
    likeKeys?: string[],
    options: { known?: Relations; moderation?: boolean } = {},
  ): Promise<PostView[]> {
    const authors = await users.usersByIds(docs.map((d) => d.userId));
    const rel = options.moderation ? null : (options.known ?? (await relations.relationsFor(viewerId, [...authors.values()])));
    const visible = rel ? docs.filter((doc) => canSee(rel, authors.get(doc.userId) ?? { id: doc.userId })) : docs;
    // The feed's like keys are the page's; a post left out takes its key with it.
    const keys = visible.length === docs.length && likeKeys ? likeKeys : visible.map((d) => likeKey(d._id, viewerId ?? ''));
    docs = visible;
    const liked = await likes.likedAmong(viewerId ? keys : []);
    const saved = await bookmarks.savedAmong(viewerId ? docs.map((d) => saveKey(d._id, viewerId)) : []);
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
          posterUrl: posterOf(doc),
          media: mediaOfPost(doc),
          caption: doc.caption,
          location: doc.location,
          likesCount: doc.likesCount,
          commentsCount: doc.commentsCount,
          isLiked: liked.has(doc._id),
          isSaved: saved.has(doc._id),
          createdAt: doc.createdAt,
          editedAt: doc.editedAt ?? null,
        },
      ];
    });
  }

  return {
    /** Whether the post is there for everyone (not deleted, not banned). */
    exists: async (id: string): Promise<boolean> => (await posts.countDocuments({ _id: id, banned: null })) > 0,

    /**
     * What the viewer may do with the post: 'blocked' when its author and the viewer block each
     * other (likes and comments are refused with a 403 that says so), 'hidden' when it is unknown,
     * deleted, banned, or its author's account is closed to the viewer (a 404).
     */
    async access(id: string, viewerId: string | null): Promise<PostAccess> {
      const doc = await posts.findOne({ _id: id });
      if (!doc) return 'hidden';
      const author = await users.byId(doc.userId);
      if (!author) return 'hidden';
      const rel = await relations.relationsFor(viewerId, [author]);
      if (!canSeeProfile(rel, author.id)) return 'blocked';
      if (doc.banned && !(viewerId && (await users.byId(viewerId))?.isAdmin)) return 'hidden';
      return canSee(rel, author) ? 'visible' : 'hidden';
    },

    /** The posts of these ids that are there for everyone (not deleted, not banned), in the order given. */
    async byIds(ids: string[], viewerId: string | null): Promise<PostView[]> {
      const found = new Map((await posts.find({ _id: { $in: ids }, banned: null })).map((doc) => [doc._id, doc]));
      return toViews(
        ids.flatMap((id) => found.get(id) ?? []),
        viewerId,
      );
    },

    /** Whether the author's new posts belong in the viewer's feed (the visibility policy's inFeedOf): for the live feed. */
    async isInFeedOf(viewerId: string, authorId: string): Promise<boolean> {
      if (viewerId === authorId) return true;
      const [author, following] = await Promise.all([users.byId(authorId), follows.isFollowing(viewerId, authorId)]);
      if (!author || !following) return false;
      return inFeedOf(await relations.relationsFor(viewerId, [author], { mutes: true, following: [authorId] }), author);
    },

    /** The post's author and media, banned or not, and its ban (for deletion, moderation and appeals). */
    async record(id: string): Promise<Pick<PostDoc, '_id' | 'userId' | 'mediaUrl' | 'media' | 'createdAt' | 'banned' | 'bannedAt' | 'banReason'> | null> {
      return posts.findOne({ _id: id });
    },

    /** A banned post is shown to admins only. */
    async byId(id: string, viewerId: string | null): Promise<PostView | null> {
      const doc = await posts.findOne({ _id: id });
      if (!doc || (doc.banned && !(viewerId && (await users.byId(viewerId))?.isAdmin))) return null;
      return (await toViews([doc], viewerId))[0] ?? null;
    },

    /** The viewer's saved posts, most recently saved first (banned and deleted ones left out). */
    async saved(viewerId: string, first: number, after: string | null): Promise<Page<PostView>> {
      const key = pageArgs(first, after);
      const filter = { userId: viewerId, saved: true, ...(key ? afterKeyFilter(key) : {}) };
      const found = await saves.find(filter, { sort: { createdAt: -1, _id: -1 }, limit: first + 1 });
      const shown = found.slice(0, first);
      const byId = new Map((await posts.find({ _id: { $in: shown.map((s) => s.postId) }, banned: null })).map((d) => [d._id, d]));
      const views = new Map((await toViews([...byId.values()], viewerId)).map((v) => [v.id, v]));
      const items = shown.flatMap((save) => {
        const node = views.get(save.postId);
        return node ? [{ node, cursor: encodeCursor({ createdAt: save.createdAt, id: save._id }) }] : [];
      });
      const last = shown.at(-1);
      return { items, endCursor: last ? encodeCursor({ createdAt: last.createdAt, id: last._id }) : null, hasNextPage: found.length > first };
    },

    /** Every banned post (or one author's, to appeal), most recently banned first. */
    async bannedPosts(viewerId: string, authorId?: string): Promise<BannedPostView[]> {
      const docs = await posts.find(authorId ? { userId: authorId, banned: true } : { banned: true }, { sort: { bannedAt: -1, _id: -1 } });
      const views = new Map((await toViews(docs, viewerId, undefined, { moderation: true })).map((v) => [v.id, v]));
      return docs.flatMap((doc) => {
        const post = views.get(doc._id);
        return post ? [{ post, reason: doc.banReason ?? '', bannedAt: doc.bannedAt ?? doc.createdAt, bannedBy: doc.bannedBy ?? null }] : [];
      });
    },

    /**
     * The viewer's posts and those of the people they follow, newest first. Built on read (the
     * authors' posts are merged through the userId index) rather than fanned out on write.
     */
    async feed(viewerId: string, first: number, after: string | null): Promise<Page<PostView>> {
      const key = pageArgs(first, after);
      const remembered = after === null ? await rememberedFirstPage(viewerId, first) : null;
      if (remembered) return remembered;
      const viewerStamp = feedPages?.stamp([viewerId]) ?? [];
      const followed = await follows.followingIds(viewerId);
      const stamps = [...viewerStamp, ...(feedPages?.stamp(followed) ?? [])];
      // The policy chooses the authors before any post is read: muted, blocked and banned people leave the list.
      const known = await relations.relationsFor(
        viewerId,
        followed.map((id) => ({ id })),
        { mutes: true, following: followed },
      );
      const authors = [viewerId, ...followed.filter((id) => inFeedOf(known, { id }))];
      // `banned: null` keeps posts an admin banned out of every feed.
      const filter = key ? { userId: { $in: authors }, banned: null, ...afterKeyFilter(key) } : { userId: { $in: authors }, banned: null };
      const docs = await posts.find(filter, { sort: { createdAt: -1, _id: -1 }, limit: first + 1 });
      const shown = docs.slice(0, first);
      const likeKeys = shown.map((d) => likeKey(d._id, viewerId));
      if (after === null) feedPages?.remember(viewerId, first, stamps, { postIds: shown.map((d) => d._id), likeKeys, hasNextPage: docs.length > first });
      return feedPage(await toViews(shown, viewerId, likeKeys, { known }), docs.length > first);
    },
  };

  /**
   * The first page from its remembered list of posts: as last shown while none of them has
   * changed, else their counts and the viewer's likes read afresh; null when not remembered.
   */
  async function rememberedFirstPage(viewerId: string, first: number): Promise<Page<PostView> | null> {
    const page = feedPages?.get(viewerId, first);
    if (!feedPages || !page) return null;
    const shown = feedPages.shown(page);
    if (shown) return feedPage(shown, page.hasNextPage);
    const stamps = feedPages.stampPosts(page);
    const found = new Map((await posts.find({ _id: { $in: page.postIds } })).map((doc) => [doc._id, doc]));
    const docs = page.postIds.map((id) => found.get(id));
    // A post deleted or banned from under the list (its author's notice normally gets here first): choose the page again.
    if (docs.some((doc) => doc === undefined || doc.banned)) return null;
    const views = await toViews(docs as PostDoc[], viewerId, page.likeKeys);
    feedPages.rememberShown(page, views, stamps);
    return feedPage(views, page.hasNextPage);
  }
}

/** Checks a page size and decodes the cursor (null for the first page). */
export function pageArgs(first: number, after: string | null): CursorKey | null {
  if (!Number.isInteger(first) || first < 1 || first > FEED_PAGE_MAX) throw new DomainError('invalid', `first must be between 1 and ${FEED_PAGE_MAX}`, 'first');
  const key = after === null ? null : decodeCursor(after);
  if (after !== null && key === null) throw new DomainError('invalid', 'Invalid cursor', 'after');
  return key;
}

/**
 * An edge whose cursor is encoded only when asked for: most pages are read for their posts, not
 * their edges' cursors. A class rather than an object literal with a getter: V8 keeps each such
 * literal's getter (and with it the whole page) alive until the next full collection.
 */
class FeedEdge {
  constructor(readonly node: PostView) {}

  get cursor(): string {
    return encodeCursor({ createdAt: this.node.createdAt, id: this.node.id });
  }
}

function feedPage(page: PostView[], hasNextPage: boolean): Page<PostView> {
  const items = page.map((node) => new FeedEdge(node));
  return { items, endCursor: items.at(-1)?.cursor ?? null, hasNextPage };
}

export type PostQueries = ReturnType<typeof postQueries>;
