import { collections, storyViewKey, type StoryDoc, type StoryViewDoc } from '../readModels';
import { forbidden, notFound } from '../../domain/errors';
import type { ReadStore } from '../readStore';
import type { UserView } from './types';
import { followQueries } from './followQueries';
import { userQueries } from './userQueries';
import { canSee, canSeeWords, inFeedOf } from '../visibility/policy';
import { relationQueries } from '../visibility/relations';

export const ONLY_AUTHOR_SEES_VIEWERS = 'Only the author can see who viewed this story.';

export type StoryView = {
  id: string;
  userId: string;
  user: UserView;
  mediaUrl: string;
  mediaType: 'image' | 'video';
  /** A video's first frame (null for photos): the thumbnail a reply shows. */
  posterUrl: string | null;
  createdAt: string;
  expiresAt: string;
  seen: boolean;
};
export type StoryGroupView = { user: UserView; stories: StoryView[]; hasUnseen: boolean };

export function storyQueries(store: ReadStore) {
  const stories = store.collection<StoryDoc>(collections.stories);
  const views = store.collection<StoryViewDoc>(collections.storyViews);
  const users = userQueries(store);
  const follows = followQueries(store);
  const relations = relationQueries(store);

  /** Whether the policy lets `viewerId` see `authorId`'s stories (their own always). */
  async function canSeeStoriesOf(viewerId: string, authorId: string): Promise<boolean> {
    if (viewerId === authorId) return true;
    const author = await users.byId(authorId);
    return !!author && canSee(await relations.relationsFor(viewerId, [author]), author);
  }

  return {
    /** A story still live at `now`, as `viewerId` sees it; null once expired or unknown. */
    async byId(id: string, viewerId: string, now: Date): Promise<StoryView | null> {
      const doc = await stories.findOne({ _id: id });
      if (!doc || doc.expiresAt <= now.toISOString()) return null;
      const [author, seen] = await Promise.all([users.byId(doc.userId), views.countDocuments({ _id: storyViewKey(id, viewerId) })]);
      if (!author || !canSee(await relations.relationsFor(viewerId, [author]), author)) return null;
      return toView(doc, author, seen > 0);
    },

    /**
     * Who saw the viewer's own story, most recent first: the author's own views do not count, and
     * people blocked either way or banned are left out. Others' stories are refused.
     */
    async viewers(storyId: string, viewerId: string, now: Date): Promise<UserView[]> {
      const doc = await stories.findOne({ _id: storyId });
      if (!doc || doc.expiresAt <= now.toISOString()) throw notFound('Story');
      if (doc.userId !== viewerId) {
        if (!(await canSeeStoriesOf(viewerId, doc.userId))) throw notFound('Story');
        throw forbidden(ONLY_AUTHOR_SEES_VIEWERS);
      }
      const seen = await views.find({ storyId, viewerId: { $ne: viewerId } }, { sort: { at: -1, _id: 1 } });
      const people = await users.usersByIds(seen.map((v) => v.viewerId));
      const known = await relations.relationsFor(viewerId, [...people.values()]);
      return seen.flatMap((v) => {
        const person = people.get(v.viewerId);
        return person && canSeeWords(known, person.id) ? [person] : [];
      });
    },

    canSeeStoriesOf,

    /**
     * Of the stories `ids`, those `viewerId` may still open at `now`: live (neither expired nor
     * deleted) and by someone the policy lets them see. A reply's thumbnail shows only these.
     */
    async openable(ids: string[], viewerId: string, now: Date): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const live = await stories.find({ _id: { $in: [...new Set(ids)] }, expiresAt: { $gt: now.toISOString() } });
      const authors = new Map<string, boolean>();
      for (const doc of live) if (!authors.has(doc.userId)) authors.set(doc.userId, await canSeeStoriesOf(viewerId, doc.userId));
      return new Set(live.filter((doc) => authors.get(doc.userId)).map((doc) => doc._id));
    },

    /** The author of a story still live at `now`, whoever asks (for refusals that name a block); null otherwise. */
    async authorOf(id: string, now: Date): Promise<string | null> {
      const doc = await stories.findOne({ _id: id });
      return doc && doc.expiresAt > now.toISOString() ? doc.userId : null;
    },

    /**
     * The live stories of the viewer and of the people they follow, one group per person, oldest
     * story first in a group: the viewer's own group first, then those with stories the viewer
     * has not seen, then the rest; most recent first within each.
     */
    async row(viewerId: string, now: Date): Promise<StoryGroupView[]> {
      // The policy chooses the authors before any story is read: muted, blocked and banned people leave the row.
      const followed = await follows.followingIds(viewerId);
      const known = await relations.relationsFor(
        viewerId,
        followed.map((id) => ({ id })),
        { mutes: true, following: followed },
      );
      const authors = [viewerId, ...followed.filter((id) => inFeedOf(known, { id }))];
      const live = await stories.find({ userId: { $in: authors }, expiresAt: { $gt: now.toISOString() } }, { sort: { createdAt: 1, _id: 1 } });
      if (live.length === 0) return [];
      const [people, seenDocs] = await Promise.all([
        users.usersByIds(live.map((s) => s.userId)),
        views.find({ _id: { $in: live.map((s) => storyViewKey(s._id, viewerId)) } }),
      ]);
      const seen = new Set(seenDocs.map((v) => v.storyId));
      const groups = new Map<string, StoryGroupView>();
      for (const doc of live) {
        const user = people.get(doc.userId);
        if (!user) continue;
        let group = groups.get(doc.userId);
        if (!group) {
          group = { user, stories: [], hasUnseen: false };
          groups.set(doc.userId, group);
        }
        const view = toView(doc, user, seen.has(doc._id));
        group.stories.push(view);
        if (!view.seen) group.hasUnseen = true;
      }
      const latest = (g: StoryGroupView) => g.stories[g.stories.length - 1].createdAt;
      return [...groups.values()].sort((a, b) => {
        if (a.user.id === viewerId || b.user.id === viewerId) return a.user.id === viewerId ? -1 : 1;
        if (a.hasUnseen !== b.hasUnseen) return a.hasUnseen ? -1 : 1;
        return latest(b).localeCompare(latest(a));
      });
    },
  };
}

function toView(doc: StoryDoc, user: UserView, seen: boolean): StoryView {
  const { mediaUrl, mediaType = 'image', posterUrl = null, createdAt, expiresAt } = doc;
  return { id: doc._id, userId: doc.userId, user, mediaUrl, mediaType, posterUrl, createdAt, expiresAt, seen };
}

export type StoryQueries = ReturnType<typeof storyQueries>;
