import { collections, type RecentFollowsDoc } from '../readModels';
import type { Projector } from '../projector';

/** How many of a person's latest follows are kept: what suggested people read of them. */
export const RECENT_FOLLOWS_KEPT = 100;

/**
 * Whom each person followed last, newest first, in one small document per person: suggested
 * people read the lists of the people the viewer follows by id, rather than merging their
 * follows out of the follows index (which, cold, costs a sort per person).
 */
export const suggestionsProjector: Projector = {
  name: 'suggestions',
  writes: [collections.recentFollows],
  handles: ['UserFollowed', 'UserUnfollowed', 'AccountDeleted'],
  async setup() {},
  async apply(event, stored, store) {
    const recent = store.collection<RecentFollowsDoc>(collections.recentFollows);
    if (event.type === 'AccountDeleted') {
      // Others' lists may still name them: readers check every id against the people there are.
      await recent.deleteOne({ _id: event.data.userId });
      return [];
    }
    if (event.type !== 'UserFollowed' && event.type !== 'UserUnfollowed') return [];
    const { followerId, followeeId } = event.data;
    const current = await recent.findOne({ _id: followerId });
    if (current && current.position >= stored.position) return [];
    const others = (current?.ids ?? []).filter((id) => id !== followeeId);
    const ids = event.type === 'UserFollowed' ? [followeeId, ...others].slice(0, RECENT_FOLLOWS_KEPT) : others;
    await recent.updateOne({ _id: followerId }, { $set: { ids, position: stored.position } }, { upsert: true });
    return [];
  },
};
