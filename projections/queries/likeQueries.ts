import { DomainError } from '../../domain/decider';
import { collections, likesOfPost, postIdOfLike, type LikeDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { decodePositionCursor, encodePositionCursor } from './cursor';
import type { Page, UserView } from './types';
import { userQueries } from './userQueries';
import { canSeeWords } from '../visibility/policy';
import { relationQueries } from '../visibility/relations';

export const LIKERS_PAGE_MAX = 100;

/** What the likes read model answers: which posts a person likes, and who likes a post. */
export function likeQueries(store: ReadStore) {
  const likes = store.collection<LikeDoc>(collections.likes);
  const users = userQueries(store);
  const relations = relationQueries(store);
  return {
    /** The ids of the posts liked among these like keys (likeKey(postId, viewerId)): by ids alone, the lookup every store answers fastest. */
    async likedAmong(keys: string[]): Promise<Set<string>> {
      const liked = new Set<string>();
      if (keys.length) for (const like of await likes.find({ _id: { $in: keys } })) if (like.liked) liked.add(postIdOfLike(like._id));
      return liked;
    },

    /**
     * The people who like the post, the latest like first, paged by cursor: the post's likes by
     * their `postId` index, sorted. People the visibility policy hides from the viewer (blocked
     * either way, banned) are left out of the page, which keeps its cursor (the next page
     * continues after what was read). Whether the viewer may see the post is the caller's question.
     */
    async likers(postId: string, viewerId: string | null, first: number, after: string | null): Promise<Page<UserView>> {
      if (!Number.isInteger(first) || first < 1 || first > LIKERS_PAGE_MAX)
        throw new DomainError('invalid', `first must be between 1 and ${LIKERS_PAGE_MAX}`, 'first');
      const before = after === null ? null : decodePositionCursor(after);
      if (after !== null && before === null) throw new DomainError('invalid', 'Invalid cursor', 'after');
      const filter = { ...likesOfPost(postId), liked: true, ...(before === null ? {} : { seq: { $lt: before } }) };
      const docs = await likes.find(filter, { sort: { seq: -1, _id: -1 }, limit: first + 1 });
      const read = docs.slice(0, first);
      const people = await users.usersByIds(read.map((doc) => doc._id.slice(postId.length + 1)));
      const rel = await relations.relationsFor(viewerId, [...people.values()]);
      const items = read.flatMap((doc) => {
        const person = people.get(doc._id.slice(postId.length + 1));
        return person && canSeeWords(rel, person.id) ? [{ node: person, cursor: encodePositionCursor(doc.seq) }] : [];
      });
      const last = read.at(-1);
      return { items, endCursor: last ? encodePositionCursor(last.seq) : null, hasNextPage: docs.length > first };
    },
  };
}

export type LikeQueries = ReturnType<typeof likeQueries>;
