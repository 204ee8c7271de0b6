import type { FollowPage } from '../../../projections/queries/followQueries';
import { HttpError } from '../../errors';
import type { MutationResolvers, UserResolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

const connection = (page: FollowPage) => ({
  edges: page.items,
  pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
  totalCount: page.totalCount,
});

/** Follower and following lists of a profile. */
export const userFollowLists: Pick<UserResolvers, 'followers' | 'following'> = {
  followers: async (user, { first, after, filter }, { services }) =>
    connection(await services.followLists.followers(user.id, { first: first ?? 20, after: after ?? null, filter: filter ?? null })),
  following: async (user, { first, after, filter }, { services }) =>
    connection(await services.followLists.following(user.id, { first: first ?? 20, after: after ?? null, filter: filter ?? null })),
};

export const profileMutations: Pick<MutationResolvers, 'updateProfile'> = {
  updateProfile: async (_parent, { input }, context) => {
    const viewerId = await requireViewer(context);
    const { services } = context;
    await services.profiles.update(viewerId, input, input.avatarMediaId ? { mediaId: input.avatarMediaId } : null, context.request);
    const me = await services.users.me(viewerId, context.request.now);
    if (!me) throw new HttpError(404, 'User not found');
    return me;
  },
};
