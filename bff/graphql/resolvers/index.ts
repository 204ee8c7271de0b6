import type { Resolvers } from '../generated/resolvers';
import { Mutation } from './mutation';
import { Query } from './query';
import { Subscription } from './subscription';
import { User } from './user';
import { UserSearchQuery } from './userSearch';

export const resolvers: Resolvers = { Query: { ...Query, ...UserSearchQuery }, Mutation, Subscription, User };
