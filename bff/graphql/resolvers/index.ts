import type { Resolvers } from '../generated/resolvers';
import { Mutation } from './mutation';
import { Query } from './query';
import { storyMutation, storyQuery } from './stories';
import { Subscription } from './subscription';
import { User } from './user';

export const resolvers: Resolvers = {
  Query: { ...Query, ...storyQuery },
  Mutation: { ...Mutation, ...storyMutation },
  Subscription,
  User,
};
