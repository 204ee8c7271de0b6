import type { FollowPage } from '../../../projections/queries/followQueries';
import { HttpError } from '../../errors';
import { mediaTypeOfId, mediaUrl } from '../../media/mediaIds';
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
    services.profiles.validate(input);
    let avatar: string | null = null;
    if (input.avatarMediaId) {
      if (mediaTypeOfId(input.avatarMediaId) !== 'image' || !(await services.media.get(input.avatarMediaId)))
        throw new HttpError(400, 'Please choose an image file.');
      avatar = mediaUrl(input.avatarMediaId);
    }
    await services.profiles.update(viewerId, input, avatar, context.request);
    const me = await services.users.me(viewerId, new Date());
    if (!me) throw new HttpError(404, 'User not found');
    return me;
  },
};
