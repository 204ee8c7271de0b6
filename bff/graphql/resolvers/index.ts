import type { Resolvers } from '../generated/resolvers';
import { Mutation } from './mutation';
import { profileMutations, userFollowLists } from './people';
import { Query } from './query';
import { Subscription } from './subscription';
import { User } from './user';
import { userPosts } from './userPosts';

export const resolvers: Resolvers = {
  Query,
  Mutation: { ...Mutation, ...profileMutations },
  Subscription,
  User: { ...User, ...userPosts, ...userFollowLists },
};
