import type { UserResolvers } from '../generated/resolvers';

export const User: UserResolvers = {
  isFollowedByMe: (user, _args, { services, request }) => (request.viewerId ? services.users.isFollowing(request.viewerId, user.id) : false),
};
