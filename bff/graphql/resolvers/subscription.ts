import type { ChangeNotice } from '../../../projections/projector';
import type { PostView } from '../../../projections/queries/types';
import type { GraphQLContext } from '../context';
import type { SubscriptionResolvers } from '../generated/resolvers';

const MAX_WATCHED_POSTS = 200;

/** Notices for the watched posts, as an async iterator that ends when the client unsubscribes. */
async function* postChanges(context: GraphQLContext, ids: string[]): AsyncGenerator<{ postChanged: PostView }> {
  const watched = new Set(ids.slice(0, MAX_WATCHED_POSTS));
  const pending: string[] = [];
  let wake: (() => void) | null = null;
  const stop = context.services.projections.onChange((notice: ChangeNotice) => {
    if (notice.kind !== 'post' || !watched.has(notice.id)) return;
    pending.push(notice.id);
    wake?.();
  });
  try {
    for (;;) {
      if (pending.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const id = pending.shift()!;
      const post = await context.services.posts.byId(id, context.request.viewerId);
      if (post) yield { postChanged: post };
    }
  } finally {
    stop();
  }
}

export const Subscription: SubscriptionResolvers = {
  postChanged: {
    subscribe: (_parent, { ids }, context) => postChanges(context, ids),
  },
};
