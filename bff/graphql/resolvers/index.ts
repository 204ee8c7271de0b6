import type { Resolvers } from '../generated/resolvers';
import { discoveryQuery, Hashtag, userPosts } from './discovery';
import { Mutation } from './mutation';
import { Comment, Post, postMutations, postQueries } from './posts';
import { profileMutations, userFollowLists } from './people';
import { Query } from './query';
import { storyMutation, storyQuery } from './stories';
import { Subscription } from './subscription';
import { User } from './user';
import { UserSearchQuery } from './userSearch';

export const resolvers: Resolvers = {
  Query: { ...Query, ...postQueries, ...UserSearchQuery, ...storyQuery, ...discoveryQuery },
  Mutation: { ...Mutation, ...postMutations, ...storyMutation, ...profileMutations },
  Subscription,
  User: { ...User, ...userPosts, ...userFollowLists },
  Post,
  Comment,
  Hashtag,
};
