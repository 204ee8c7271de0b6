import type { Resolvers } from '../generated/resolvers';
import { discoveryQuery, Hashtag, userPosts } from './discovery';
import { Mutation } from './mutation';
import { Query } from './query';
import { storyMutation, storyQuery } from './stories';
import { Subscription } from './subscription';
import { User } from './user';

export const resolvers: Resolvers = {
  Query: { ...Query, ...storyQuery, ...discoveryQuery },
  Mutation: { ...Mutation, ...storyMutation },
  Subscription,
  User: { ...User, ...userPosts },
  Hashtag,
};
