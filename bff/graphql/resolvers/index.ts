import type { Resolvers } from '../generated/resolvers';
import { Mutation } from './mutation';
import { Comment, Post, postMutations, postQueries } from './posts';
import { Query } from './query';
import { Subscription } from './subscription';
import { User } from './user';

export const resolvers: Resolvers = {
  Query: { ...Query, ...postQueries },
  Mutation: { ...Mutation, ...postMutations },
  Subscription,
  User,
  Post,
  Comment,
};
