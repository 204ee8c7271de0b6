import type { Resolvers } from '../generated/resolvers';
import { Conversation, conversationMutation, conversationQuery, Message } from './conversations';
import { conversationSubscription } from './conversationSubscriptions';
import { Mutation } from './mutation';
import { Query } from './query';
import { Subscription } from './subscription';
import { User } from './user';
import { UserSearchQuery } from './userSearch';

export const resolvers: Resolvers = {
  Query: { ...Query, ...UserSearchQuery, ...conversationQuery },
  Mutation: { ...Mutation, ...conversationMutation },
  Subscription: { ...Subscription, ...conversationSubscription },
  User,
  Conversation,
  Message,
};
