import type { UserResolvers } from '../generated/resolvers';

/** A person's posts, newest first (the profile grid). */
export const userPosts: Pick<UserResolvers, 'posts'> = {
  posts: async (user, { first, after }, { services, request }) => {
    const page = await services.posts.byAuthor(user.id, first ?? 12, after ?? null, request.viewerId);
    return { edges: page.items, pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage } };
  },
};
