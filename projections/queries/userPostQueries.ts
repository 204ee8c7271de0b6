import { DomainError } from '../../domain/decider';
import { collections, type PostDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { afterKeyFilter, decodeCursor, encodeCursor } from './cursor';
import type { PostQueries } from './postQueries';
import type { Page, PostView } from './types';

export const USER_POSTS_PAGE_MAX = 100;

/** One person's posts, newest first (the profile grid), through the posts' (userId, createdAt) index. */
export function userPostQueries(store: ReadStore, posts: PostQueries) {
  const docs = store.collection<PostDoc>(collections.posts);
  return {
    async page(userId: string, viewerId: string | null, first: number, after: string | null): Promise<Page<PostView>> {
      if (!Number.isInteger(first) || first < 1 || first > USER_POSTS_PAGE_MAX)
        throw new DomainError('invalid', `first must be between 1 and ${USER_POSTS_PAGE_MAX}`, 'first');
      const key = after === null ? null : decodeCursor(after);
      if (after !== null && key === null) throw new DomainError('invalid', 'Invalid cursor', 'after');
      const filter = key ? { userId, ...afterKeyFilter(key) } : { userId };
      const found = await docs.find(filter, { sort: { createdAt: -1, _id: -1 }, limit: first + 1 });
      const shown = found.slice(0, first);
      const items = (
        await posts.byIds(
          shown.map((d) => d._id),
          viewerId,
        )
      ).map((node) => ({ node, cursor: encodeCursor({ createdAt: node.createdAt, id: node.id }) }));
      const last = shown.at(-1);
      return { items, endCursor: last ? encodeCursor({ createdAt: last.createdAt, id: last._id }) : null, hasNextPage: found.length > first };
    },
  };
}

export type UserPostQueries = ReturnType<typeof userPostQueries>;
