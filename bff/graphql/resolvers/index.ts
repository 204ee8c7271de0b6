import type { Resolvers } from '../generated/resolvers';
import { ModerationMutation, ModerationQuery, Report } from './moderation';
import { Mutation } from './mutation';
import { Query } from './query';
import { Subscription } from './subscription';
import { User } from './user';
import { UserSearchQuery } from './userSearch';

export const resolvers: Resolvers = {
  Query: { ...Query, ...UserSearchQuery, ...ModerationQuery },
  Mutation: { ...Mutation, ...ModerationMutation },
  Subscription,
  User,
  Report,
};
