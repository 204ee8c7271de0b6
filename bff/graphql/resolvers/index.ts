import type { Resolvers } from '../generated/resolvers';
import { Mutation } from './mutation';
import { Comment, Post, postMutations, postQueries } from './posts';
import { Query } from './query';
import { Subscription } from './subscription';
import { User } from './user';
import { UserSearchQuery } from './userSearch';

export const resolvers: Resolvers = {
  Query: { ...Query, ...postQueries, ...UserSearchQuery },
  Mutation: { ...Mutation, ...postMutations },
  Subscription,
  User,
  Post,
  Comment,
};
