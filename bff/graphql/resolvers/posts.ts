import type { Page } from '../../../projections/queries/types';
import { HttpError } from '../../errors';
import type { CommentResolvers, MutationResolvers, PostResolvers, QueryResolvers } from '../generated/resolvers';
import { requireAdmin, requireViewer } from './viewer';

const connection = <T>(page: Page<T>) => ({ edges: page.items, pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage } });

async function found<T>(value: Promise<T | null>, what: string): Promise<T> {
  const result = await value;
  if (!result) throw new HttpError(404, `${what} not found`);
  return result;
}

export const Post: PostResolvers = {
  comments: async (post, { first, after }, { services }) => connection(await services.comments.ofPost(post.id, first ?? 20, after ?? null)),
};

export const Comment: CommentResolvers = {
  post: (comment, _args, { services, request }) => found(services.posts.byId(comment.postId, request.viewerId), 'Post'),
};

export const postQueries: QueryResolvers = {
  comments: async (_parent, { postId, first, after }, { services, request }) => {
    await found(services.posts.byId(postId, request.viewerId), 'Post');
    return connection(await services.comments.ofPost(postId, first ?? 20, after ?? null));
  },

  savedPosts: async (_parent, { first, after }, context) => {
    const viewerId = await requireViewer(context);
    return connection(await context.services.posts.saved(viewerId, first ?? 9, after ?? null));
  },

  bannedPosts: async (_parent, _args, context) => context.services.posts.bannedPosts(await requireAdmin(context)),
};

export const postMutations: MutationResolvers = {
  deletePost: async (_parent, { id }, context) => {
    const viewerId = await requireViewer(context);
    await context.services.publishing.deletePost(viewerId, id, context.request);
    return true;
  },

  addComment: async (_parent, { postId, content }, context) => {
    const viewerId = await requireViewer(context);
    const commentId = await context.services.commenting.add(viewerId, postId, content, context.request);
    return found(context.services.comments.byId(commentId), 'Comment');
  },

  deleteComment: async (_parent, { id }, context) => {
    const viewerId = await requireViewer(context);
    const postId = await context.services.commenting.delete(viewerId, id, context.request);
    return found(context.services.posts.byId(postId, viewerId), 'Post');
  },

  toggleSave: async (_parent, { postId }, context) => {
    const viewerId = await requireViewer(context);
    const saved = await context.services.saving.toggle(viewerId, postId, context.request);
    return { saved, post: await found(context.services.posts.byId(postId, viewerId), 'Post') };
  },

  banPost: async (_parent, { id, reason }, context) => {
    const viewerId = await requireAdmin(context);
    await context.services.publishing.banPost(viewerId, id, reason ?? '', context.request);
    return found(context.services.posts.byId(id, viewerId), 'Post');
  },

  unbanPost: async (_parent, { id }, context) => {
    const viewerId = await requireAdmin(context);
    await context.services.publishing.unbanPost(viewerId, id, context.request);
    return found(context.services.posts.byId(id, viewerId), 'Post');
  },
};
