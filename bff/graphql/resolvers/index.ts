import type { Resolvers } from '../generated/resolvers';
import { ModerationMutation, ModerationQuery, Report } from './moderation';
import { Mutation } from './mutation';
import { Query } from './query';
import { Subscription } from './subscription';
import { User } from './user';

export const resolvers: Resolvers = {
  Query: { ...Query, ...ModerationQuery },
  Mutation: { ...Mutation, ...ModerationMutation },
  Subscription,
  User,
  Report,
};
