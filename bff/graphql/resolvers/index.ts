import type { Resolvers } from '../generated/resolvers';
import { accountMutations } from './accounts';
import { Mutation } from './mutation';
import { Query } from './query';
import { Subscription } from './subscription';
import { User } from './user';

export const resolvers: Resolvers = { Query, Mutation: { ...Mutation, ...accountMutations }, Subscription, User };
