import { DomainError } from '../../domain/decider';
import { collections, followKey, type FollowDoc, type FollowRequestDoc, type RecentFollowsDoc, type UserDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import type { UserView } from './types';
import { toUserView } from './userQueries';
import { canPutForward } from '../visibility/policy';
import { relationQueries } from '../visibility/relations';

export const SUGGESTIONS_MAX = 30;
const FOLLOWED_BY_SHOWN = 2;
const MOST_FOLLOWED = { followersCount: -1, _id: 1 } as const;
const POPULAR_READ_MAX = 1000;

/** Someone the viewer might follow, and why: which of their followees follow them (the first few) and how many do. */
export type SuggestionView = { user: UserView; followedBy: UserView[]; followedByCount: number };

/**
 * Candidates ranked by how many of the viewer's followees follow each, most first. `lists`: each
 * followee (the most recently followed first) with whom they follow (newest first); a tie goes to
 * the candidate met first in that order, and each candidate's followees come in it.
 */
export function rankByFollowees(lists: readonly (readonly [string, readonly string[]])[], viewerId: string): [string, string[]][] {
  const followedBy = new Map<string, string[]>();
  for (const [followerId, followeeIds] of lists) {
    for (const followeeId of followeeIds) {
      if (followeeId === viewerId) continue;
      const by = followedBy.get(followeeId);
      if (by) by.push(followerId);
      else followedBy.set(followeeId, [followerId]);
    }
  }
  // Array.prototype.sort is stable: equal counts keep the order they were first met in.
  return [...followedBy].sort((a, b) => b[1].length - a[1].length);
}

/**
 * Suggested people: those followed by the people the viewer follows, ranked by how many of them
 * do, then the most followed accounts. Never the viewer, anyone they follow or asked to follow,
 * anyone blocked either way or banned (canPutForward). The graph is sampled, not walked: the
 * latest follows (RECENT_FOLLOWS_KEPT) of the people the viewer followed last, two reads by id of
 * the recentFollows read model; every candidate is then checked by id.
 */
export function suggestionQueries(store: ReadStore) {
  const follows = store.collection<FollowDoc>(collections.follows);
  const recent = store.collection<RecentFollowsDoc>(collections.recentFollows);
  const requests = store.collection<FollowRequestDoc>(collections.followRequests);
  const users = store.collection<UserDoc>(collections.users);
  const relations = relationQueries(store);

  /** The people among `ids` who may be suggested to the viewer, by id. */
  async function suggestible(viewerId: string, ids: string[]): Promise<Map<string, UserView>> {
    const keys = ids.map((id) => followKey(viewerId, id));
    const [people, followed, asked] = await Promise.all([
      users.find({ _id: { $in: ids } }),
      follows.find({ _id: { $in: keys } }),
      requests.find({ _id: { $in: keys } }),
    ]);
    const taken = new Set([...followed.filter((f) => f.active).map((f) => f.followeeId), ...asked.map((r) => r.followeeId)]);
    const views = people.map(toUserView);
    const rel = await relations.relationsFor(viewerId, views);
    return new Map(views.filter((user) => !taken.has(user.id) && canPutForward(rel, user.id)).map((user) => [user.id, user]));
  }

  /** Up to `first` of `ranked` (candidates with their followees) who may be suggested, in order. */
  async function pick(viewerId: string, ranked: [string, string[]][], first: number): Promise<[UserView, string[]][]> {
    const picked: [UserView, string[]][] = [];
    for (let at = 0; at < ranked.length && picked.length < first; at += first * 2) {
      const chunk = ranked.slice(at, at + first * 2);
      const open = await suggestible(
        viewerId,
        chunk.map(([id]) => id),
      );
      for (const [id, by] of chunk) {
        const user = open.get(id);
        if (user && picked.length < first) picked.push([user, by]);
      }
    }
    return picked;
  }

  /** The most followed people who may be suggested and are not in `chosen`, up to `wanted`. */
  async function popular(viewerId: string, chosen: Set<string>, wanted: number): Promise<UserView[]> {
    for (let read = (wanted + chosen.size) * 2 + 10; ; read = Math.min(POPULAR_READ_MAX, read * 4)) {
      const docs = await users.find({}, { sort: MOST_FOLLOWED, limit: read });
      const fresh = docs.filter((doc) => !chosen.has(doc._id));
      const open = await suggestible(
        viewerId,
        fresh.map((doc) => doc._id),
      );
      const found = fresh.flatMap((doc) => open.get(doc._id) ?? []).slice(0, wanted);
      if (found.length === wanted || docs.length < read || read === POPULAR_READ_MAX) return found;
    }
  }

  return {
    async suggested(viewerId: string, first = SUGGESTIONS_MAX): Promise<SuggestionView[]> {
      if (!Number.isInteger(first) || first < 1 || first > SUGGESTIONS_MAX)
        throw new DomainError('invalid', `first must be between 1 and ${SUGGESTIONS_MAX}`, 'first');
      const sampled = (await recent.findOne({ _id: viewerId }))?.ids ?? [];
      // A banned followee's follows say nothing: their name would be shown as the reason.
      const followees = (await users.find({ _id: { $in: sampled } })).map(toUserView);
      const followeeRel = await relations.relationsFor(viewerId, followees);
      const voters = new Map(followees.filter((user) => canPutForward(followeeRel, user.id)).map((user) => [user.id, user]));
      const theirs = new Map((voters.size ? await recent.find({ _id: { $in: [...voters.keys()] } }) : []).map((doc) => [doc._id, doc.ids]));
      const lists = sampled.filter((id) => voters.has(id)).map((id) => [id, theirs.get(id) ?? []] as const);
      const picked = await pick(viewerId, rankByFollowees(lists, viewerId), first);
      const suggestions = picked.map(([user, by]) => ({
        user,
        followedBy: by.slice(0, FOLLOWED_BY_SHOWN).map((id) => voters.get(id)!),
        followedByCount: by.length,
      }));
      if (suggestions.length === first) return suggestions;
      const chosen = new Set(suggestions.map((s) => s.user.id));
      const filling = await popular(viewerId, chosen, first - suggestions.length);
      return [...suggestions, ...filling.map((user) => ({ user, followedBy: [], followedByCount: 0 }))];
    },
  };
}

export type SuggestionQueries = ReturnType<typeof suggestionQueries>;
