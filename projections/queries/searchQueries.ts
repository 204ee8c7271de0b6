import type { SearchIndex } from '../searchIndex';
import type { PostQueries } from './postQueries';
import type { Page, PostView } from './types';

/** Posts whose author, caption or location contains the text, newest first, a page at a time. */
export function searchQueries(index: SearchIndex, posts: PostQueries) {
  return {
    async posts(text: string, viewerId: string | null, first: number, after: string | null): Promise<Page<PostView>> {
      const page = await index.search(text, first, after);
      const nodes = await posts.byIds(page.postIds, viewerId);
      // Every edge carries the page's end cursor: the index's cursors are per page, not per post.
      return { items: nodes.map((node) => ({ node, cursor: page.endCursor ?? '' })), endCursor: page.endCursor, hasNextPage: page.hasNextPage };
    },
  };
}

export type SearchQueries = ReturnType<typeof searchQueries>;
