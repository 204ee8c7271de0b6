import { HttpError } from '../../errors';
import type { GraphQLContext } from '../context';
import type { MutationResolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

export async function startSession({ services, session, request }: GraphQLContext, userId: string) {
  const token = await services.sessions.start(userId, request);
  session?.set(token);
  const me = await services.users.me(userId, request.now);
  if (!me) throw new Error(`User ${userId} is not in the read model after signing in`);
  return { me, token };
}

async function reread<T>(value: Promise<T | null>, what: string): Promise<T> {
  const found = await value;
  if (!found) throw new HttpError(404, `${what} not found`);
  return found;
}

export const Mutation: MutationResolvers = {
  signUp: async (_parent, { input }, context) => {
    const userId = await context.services.accounts.signUp(input, null, context.request);
    return startSession(context, userId);
  },

  logIn: async (_parent, { input }, context) => startSession(context, await context.services.accounts.logIn(input, context.request.clientIp)),

  logOut: async (_parent, _args, { services, session, request }) => {
    if (request.viewerId && request.sessionId) await services.sessions.end({ userId: request.viewerId, sessionId: request.sessionId }, request);
    session?.clear();
    return true;
  },

  setAvatar: async (_parent, { mediaId }, context) => {
    const viewerId = await requireViewer(context);
    const { services } = context;
    await services.accounts.setAvatar(viewerId, mediaId, context.request);
    return reread(services.users.me(viewerId, context.request.now), 'User');
  },

  createPost: async (_parent, { input }, context) => {
    const viewerId = await requireViewer(context);
    const postId = await context.services.publishing.publish(viewerId, input, context.request);
    return reread(context.services.posts.byId(postId, viewerId), 'Post');
  },

  toggleLike: async (_parent, { postId }, context) => {
    const viewerId = await requireViewer(context);
    const liked = await context.services.publishing.toggleLike(viewerId, postId, context.request);
    return { liked, post: await reread(context.services.posts.byId(postId, viewerId), 'Post') };
  },

  toggleFollow: async (_parent, { userId }, context) => {
    const viewerId = await requireViewer(context);
    const following = await context.services.follows.toggle(viewerId, userId, context.request);
    return { following, user: await reread(context.services.users.byId(userId), 'User') };
  },
};
