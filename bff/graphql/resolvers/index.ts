import type { Resolvers } from '../generated/resolvers';
import { MascotUser } from './mascot';
import { ModerationMutation, ModerationQuery, Report } from './moderation';
import { Mutation } from './mutation';
import { Comment, Post, postMutations, postQueries } from './posts';
import { Query } from './query';
import { Subscription } from './subscription';
import { User } from './user';
import { UserSearchQuery } from './userSearch';

export const resolvers: Resolvers = {
  Query: { ...Query, ...postQueries, ...UserSearchQuery, ...ModerationQuery },
  Mutation: { ...Mutation, ...postMutations, ...ModerationMutation },
  Subscription,
  User: { ...User, ...MascotUser },
  Post,
  Comment,
  Report,
};
