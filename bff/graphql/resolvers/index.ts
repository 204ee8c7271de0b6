import type { Resolvers } from '../generated/resolvers';
import { Mutation } from './mutation';
import { Query } from './query';
import { Subscription } from './subscription';
import { User } from './user';

export const resolvers: Resolvers = { Query, Mutation, Subscription, User };
