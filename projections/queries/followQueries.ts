import { DomainError } from '../../domain/decider';
import { collections, followKey, type FollowDoc, type FollowRequestDoc, type UserDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { decodeCursor, encodeCursor } from './cursor';
import type { Page, UserView } from './types';
import { toUserView } from './userQueries';

export const FOLLOW_PAGE_MAX = 100;

/** A page of a list, with how many people the whole (filtered) list holds. */
export type FollowPage = Page<UserView> & { totalCount: number };

export type FollowListOptions = { first: number; after: string | null; filter: string | null };

/** Whether a person matches a list filter: username, full name or bio, case-insensitive. */
export function matchesFilter(user: Pick<UserDoc, 'username' | 'fullName' | 'bio'>, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  return [user.username, user.fullName, user.bio].some((text) => (text ?? '').toLowerCase().includes(needle));
}

/**
 * Who follows whom. The lists (followers, following) come most recent follow first; their filter
 * applies to everyone in the list before it is paged, so a match is found however far down the
 * list it is.
 */
export function followQueries(store: ReadStore) {
  const follows = store.collection<FollowDoc>(collections.follows);
  const users = store.collection<UserDoc>(collections.users);
  const requests = store.collection<FollowRequestDoc>(collections.followRequests);

  async function list(side: 'followers' | 'following', userId: string, { first, after, filter }: FollowListOptions): Promise<FollowPage> {
    if (!Number.isInteger(first) || first < 1 || first > FOLLOW_PAGE_MAX)
      throw new DomainError('invalid', `first must be between 1 and ${FOLLOW_PAGE_MAX}`, 'first');
    const key = after === null ? null : decodeCursor(after);
    if (after !== null && key === null) throw new DomainError('invalid', 'Invalid cursor', 'after');

    const own = { ...(side === 'followers' ? { followeeId: userId } : { followerId: userId }), active: true };
    const otherId = (f: FollowDoc) => (side === 'followers' ? f.followerId : f.followeeId);
    const row = (edge: FollowDoc, person: UserDoc) => ({ cursor: encodeCursor({ createdAt: edge.since, id: edge._id }), node: toUserView(person) });
    const needle = filter?.trim() ? filter : null;

    if (!needle) {
      // Without a filter, one page of follows is read through the (side, since) index.
      const after = key ? { $or: [{ since: { $lt: key.createdAt } }, { since: key.createdAt, _id: { $lt: key.id } }] } : {};
      const edges = await follows.find({ ...own, ...after }, { sort: { since: -1, _id: -1 }, limit: first + 1 });
      const people = new Map((await users.find({ _id: { $in: edges.slice(0, first).map(otherId) } })).map((u) => [u._id, u]));
      const items = edges.slice(0, first).flatMap((edge) => {
        const person = people.get(otherId(edge));
        return person ? [row(edge, person)] : [];
      });
      const totalCount = await follows.countDocuments(own);
      return { items, endCursor: items.at(-1)?.cursor ?? null, hasNextPage: edges.length > first, totalCount };
    }

    // With a filter, everyone in the list is matched first, so a match far down the list is found.
    const edges = await follows.find(own, { sort: { since: -1, _id: -1 } });
    const people = new Map((await users.find({ _id: { $in: edges.map(otherId) } })).map((u) => [u._id, u]));
    const rows = edges.flatMap((edge) => {
      const person = people.get(otherId(edge));
      if (!person || !matchesFilter(person, needle)) return [];
      return [{ since: edge.since, edgeId: edge._id, ...row(edge, person) }];
    });
    const start = key ? rows.findIndex((r) => r.since < key.createdAt || (r.since === key.createdAt && r.edgeId < key.id)) : 0;
    const rest = start === -1 ? [] : rows.slice(start);
    const items = rest.slice(0, first).map(({ cursor, node }) => ({ cursor, node }));
    return { items, endCursor: items.at(-1)?.cursor ?? null, hasNextPage: rest.length > first, totalCount: rows.length };
  }

  return {
    async isFollowing(followerId: string, followeeId: string): Promise<boolean> {
      return (await follows.findOne({ _id: followKey(followerId, followeeId) }))?.active ?? false;
    },
    async followingIds(followerId: string): Promise<string[]> {
      return (await follows.find({ followerId, active: true })).map((d) => d.followeeId);
    },
    /** Whether `followerId` asked to follow `followeeId` and waits for an answer. */
    async isRequested(followerId: string, followeeId: string): Promise<boolean> {
      return (await requests.countDocuments({ _id: followKey(followerId, followeeId) })) > 0;
    },
    /** The people waiting for `userId` to answer their request, most recent first. */
    async requestsTo(userId: string): Promise<UserView[]> {
      const pending = await requests.find({ followeeId: userId }, { sort: { since: -1, _id: -1 } });
      const people = new Map((await users.find({ _id: { $in: pending.map((r) => r.followerId) } })).map((u) => [u._id, u]));
      return pending.flatMap((r) => {
        const person = people.get(r.followerId);
        return person ? [toUserView(person)] : [];
      });
    },
    followers: (userId: string, options: FollowListOptions) => list('followers', userId, options),
    following: (userId: string, options: FollowListOptions) => list('following', userId, options),
  };
}

export type FollowQueries = ReturnType<typeof followQueries>;
