import type { Page, PostView } from '../../../projections/queries/types';
import type { HashtagResolvers, QueryResolvers, UserResolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

/** A page of posts as a GraphQL connection. */
export const connection = (page: Page<PostView>) => ({ edges: page.items, pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage } });

export const discoveryQuery: Pick<QueryResolvers, 'hashtag' | 'searchPosts'> = {
  searchPosts: async (_parent, { query, first, after }, context) => {
    const viewerId = await requireViewer(context);
    return connection(await context.services.search.posts(query, viewerId, first ?? 12, after ?? null));
  },
  hashtag: (_parent, { tag, first, after }, { services, request }) => services.hashtags.page(tag, request.viewerId, first ?? 12, after ?? null),
};

export const Hashtag: HashtagResolvers = {
  posts: (hashtag) => connection(hashtag.posts),
};

export const userPosts: Pick<UserResolvers, 'posts'> = {
  posts: async (user, { first, after }, { services, request }) =>
    connection(await services.userPosts.page(user.id, request.viewerId, first ?? 12, after ?? null)),
};
