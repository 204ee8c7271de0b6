import { moderationCollections, type UserModerationDoc } from '../moderationModels';
import { blockKey, collections, followKey, muteKey, type BlockDoc, type FollowDoc, type MuteDoc, type UserDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { canSeeAccountContent, canSeeProfile, type Person, type Relations, noRelations } from './policy';

/** How much of an account the viewer may see: all of it, its profile only (private), or nothing (a block either way). */
export type AccountAccess = 'open' | 'private' | 'blocked';

export type RelationNeeds = {
  /** Load mutes too (the feed and the stories row). */
  mutes?: boolean;
  /** The viewer's whole following list is already known (the feed): use it rather than looking up follows. */
  following?: readonly string[];
};

/**
 * The relation read models (blocks, mutes, follows, sanctions) as the visibility policy asks
 * them: every lookup is by id (`_id $in`) for the people one read is about, the lookup every store
 * answers fastest, so that a read costs a few set lookups per candidate and never a scan.
 */
export function relationQueries(store: ReadStore) {
  const blocks = store.collection<BlockDoc>(collections.blocks);
  const mutes = store.collection<MuteDoc>(collections.mutes);
  const follows = store.collection<FollowDoc>(collections.follows);
  const users = store.collection<UserDoc>(collections.users);
  const sanctions = store.collection<UserModerationDoc>(moderationCollections.userModeration);

  async function blockedAmong(viewerId: string, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    return new Set((await blocks.find({ _id: { $in: ids.map((id) => blockKey(viewerId, id)) } })).map((doc) => doc.otherId));
  }

  async function bannedAmong(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    return new Set((await sanctions.find({ _id: { $in: ids } })).filter((doc) => doc.banned).map((doc) => doc._id));
  }

  async function isAdmin(viewerId: string): Promise<boolean> {
    return (await users.findOne({ _id: viewerId }))?.isAdmin ?? false;
  }

  /**
   * The viewer's relations to these people, for the policy's rules: blocks either way, bans,
   * approved follows of the private accounts among them, and, when asked, mutes.
   */
  async function relationsFor(viewerId: string | null, people: readonly Person[], needs: RelationNeeds = {}): Promise<Relations> {
    const ids = [...new Set(people.map((p) => p.id))].filter((id) => id !== viewerId);
    const banned = await bannedAmong(ids);
    if (!viewerId) return { ...noRelations(null), banned };
    const privateIds = needs.following ? [] : [...new Set(people.filter((p) => p.isPrivate && p.id !== viewerId).map((p) => p.id))];
    const [blocked, followed, muted, admin] = await Promise.all([
      blockedAmong(viewerId, ids),
      needs.following
        ? new Set(needs.following)
        : privateIds.length
          ? follows
              .find({ _id: { $in: privateIds.map((id) => followKey(viewerId, id)) } })
              .then((docs) => new Set(docs.filter((d) => d.active).map((d) => d.followeeId)))
          : new Set<string>(),
      needs.mutes && ids.length
        ? mutes.find({ _id: { $in: ids.map((id) => muteKey(viewerId, id)) } }).then((docs) => new Set(docs.map((d) => d.mutedId)))
        : new Set<string>(),
      banned.size ? isAdmin(viewerId) : false,
    ]);
    return { viewerId, viewerIsAdmin: admin, blocked, muted, following: followed, banned };
  }

  return {
    /** Whether either person blocks the other: one lookup. Messages, follows, comments, likes and mentions ask it. */
    async isBlockedEitherWay(a: string, b: string): Promise<boolean> {
      if (a === b) return false;
      return (await blocks.findOne({ _id: blockKey(a, b) })) !== null;
    },

    /** Whether `blockerId` blocks `blockedId` (this direction only). */
    async isBlocking(blockerId: string, blockedId: string): Promise<boolean> {
      return (await blocks.findOne({ _id: blockKey(blockerId, blockedId) }))?.blocking ?? false;
    },

    /** Whether `muterId` muted `mutedId`. */
    async isMuted(muterId: string, mutedId: string): Promise<boolean> {
      return (await mutes.findOne({ _id: muteKey(muterId, mutedId) })) !== null;
    },

    /** Whether the person is banned. */
    async isBanned(userId: string): Promise<boolean> {
      return (await bannedAmong([userId])).size > 0;
    },

    relationsFor,

    /** Those of `ids` whom the viewer blocks or who block the viewer: one lookup for them all. */
    blockedAmong,

    /** How much of the person's account the viewer may see (the profile, its posts, stories and lists). */
    async accountAccess(viewerId: string | null, person: Person): Promise<AccountAccess> {
      const rel = await relationsFor(viewerId, [person]);
      if (!canSeeProfile(rel, person.id)) return 'blocked';
      return canSeeAccountContent(rel, person) ? 'open' : 'private';
    },

    /** The people the user blocked, most recent first. */
    async blockedBy(userId: string): Promise<string[]> {
      return (await blocks.find({ userId, blocking: true }, { sort: { since: -1, _id: -1 } })).map((doc) => doc.otherId);
    },
  };
}

export type RelationQueries = ReturnType<typeof relationQueries>;
