import type { ChangeNotice } from '../../../projections/projector';
import { HttpError } from '../../errors';
import type { SubscriptionResolvers } from '../generated/resolvers';
import { noticeStream } from './noticeStream';
import { requireViewer } from './viewer';

/** Ten pages of the feed; the web app sends no more (Home.tsx). Each id is kept while the subscription lasts. */
export const MAX_WATCHED_POSTS = 200;

type Notice<K extends ChangeNotice['kind']> = Extract<ChangeNotice, { kind: K }>;

// Every subscription needs a signed-in viewer: the signed-out web app shows only the welcome, sign-up
// and sign-in screens and subscribes to nothing, so a signed-out socket's subscriptions would only
// hold the server's memory.
export const Subscription: SubscriptionResolvers = {
  postChanged: {
    subscribe: async (_parent, { ids }, context) => {
      await requireViewer(context);
      if (ids.length > MAX_WATCHED_POSTS) throw new HttpError(400, `postChanged watches at most ${MAX_WATCHED_POSTS} posts at once (got ${ids.length}).`);
      const watched = new Set(ids);
      return noticeStream(
        context,
        (notice): notice is Notice<'post'> => notice.kind === 'post' && watched.has(notice.id),
        async (notice) => {
          const post = await context.services.posts.byId(notice.id, context.request.viewerId);
          return post && { postChanged: post };
        },
      );
    },
  },

  feedUpdated: {
    subscribe: async (_parent, _args, context) => {
      const viewerId = await requireViewer(context);
      const { services } = context;
      return noticeStream(
        context,
        (notice): notice is Notice<'feed'> => notice.kind === 'feed' && notice.authorId !== viewerId,
        async (notice) => {
          // Removals go to everyone watching: a client drops the post if it shows it, and ignores it otherwise.
          if (notice.change === 'removed') return { feedUpdated: { removedPostId: notice.postId } };
          if (!(await services.users.isFollowing(viewerId, notice.authorId))) return null;
          const post = await services.posts.byId(notice.postId, viewerId);
          return post && { feedUpdated: { newPost: post } };
        },
      );
    },
  },

  commentsChanged: {
    subscribe: async (_parent, { postId }, context) => {
      await requireViewer(context);
      return noticeStream(
        context,
        (notice): notice is Notice<'comment'> => notice.kind === 'comment' && notice.postId === postId,
        async (notice) => {
          if (notice.change === 'removed') return { commentsChanged: { removedId: notice.id } };
          const added = await context.services.comments.byId(notice.id);
          return added && { commentsChanged: { added } };
        },
      );
    },
  },
};
