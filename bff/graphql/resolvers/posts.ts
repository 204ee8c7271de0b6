import { invalidInput } from '../../../domain/errors';
import type { ChangeNotice } from '../../../projections/projector';
import type { Resolvers } from '../generated/resolvers';
import { connection } from './connection';
import { found } from './found';
import { noticeStream } from './noticeStream';
import { requireAdmin, requireViewer } from './viewer';

/** Ten pages of the feed; the web app sends no more (Home.tsx). Each id is kept while the subscription lasts. */
export const MAX_WATCHED_POSTS = 200;

type Notice<K extends ChangeNotice['kind']> = Extract<ChangeNotice, { kind: K }>;

/** The feed, a post, a person's posts, publishing, editing (and a post's versions), deleting and banning, and the posts' live changes. */
export const postsResolvers: Resolvers = {
  Query: {
    feed: async (_parent, { first, after }, context) => {
      const viewerId = await requireViewer(context);
      return connection(await context.services.posts.feed(viewerId, first ?? 20, after ?? null));
    },

    post: (_parent, { id }, { services, request }) => services.posts.byId(id, request.viewerId),

    bannedPosts: async (_parent, _args, context) => context.services.posts.bannedPosts(await requireAdmin(context)),
  },

  Post: {
    history: (post, _args, { services, request }) => services.posts.history(post.id, request.viewerId),
  },

  User: {
    // Empty where the visibility policy closes the account (canSeeContent); the REST shim answers 403 there.
    posts: async (user, { first, after }, { services, request }) => {
      if ((await services.relations.accountAccess(request.viewerId, user)) !== 'open') return { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };
      return connection(await services.posts.ofUser(user.id, request.viewerId, first ?? 12, after ?? null));
    },
  },

  Mutation: {
    createPost: async (_parent, { input }, context) => {
      const viewerId = await requireViewer(context);
      const { mediaId, caption, location } = input;
      if (!mediaId === !input.media) throw invalidInput('Please give either mediaId or media.', 'media');
      const media = input.media ?? [{ mediaId }];
      const postId = await context.services.posts.publish(viewerId, { media, caption, location }, context.request);
      return found(context.services.posts.byId(postId, viewerId), 'Post');
    },

    editPost: async (_parent, { id, input }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.posts.edit(viewerId, id, input, context.request);
      return found(context.services.posts.byId(id, viewerId), 'Post');
    },

    deletePost: async (_parent, { id }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.posts.delete(viewerId, id, context.request);
      return true;
    },

    banPost: async (_parent, { id, reason }, context) => {
      const viewerId = await requireAdmin(context);
      await context.services.posts.ban(viewerId, id, reason ?? '', context.request);
      return found(context.services.posts.byId(id, viewerId), 'Post');
    },

    unbanPost: async (_parent, { id }, context) => {
      const viewerId = await requireAdmin(context);
      await context.services.posts.unban(viewerId, id, context.request);
      return found(context.services.posts.byId(id, viewerId), 'Post');
    },
  },

  // Every subscription needs a signed-in viewer: the signed-out web app shows only the welcome, sign-up
  // and sign-in screens and subscribes to nothing, so a signed-out socket's subscriptions would only
  // hold the server's memory.
  Subscription: {
    postChanged: {
      subscribe: async (_parent, { ids }, context) => {
        await requireViewer(context);
        if (ids.length > MAX_WATCHED_POSTS) throw invalidInput(`postChanged watches at most ${MAX_WATCHED_POSTS} posts at once (got ${ids.length}).`, 'ids');
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
            if (!(await services.posts.isInFeedOf(viewerId, notice.authorId))) return null;
            const post = await services.posts.byId(notice.postId, viewerId);
            return post && { feedUpdated: { newPost: post } };
          },
        );
      },
    },
  },
};
