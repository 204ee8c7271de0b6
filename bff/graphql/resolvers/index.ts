import type { Resolvers } from '../generated/resolvers';
import { Conversation, conversationMutation, conversationQuery, Message } from './conversations';
import { conversationSubscription } from './conversationSubscriptions';
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
  Query: { ...Query, ...postQueries, ...UserSearchQuery, ...storyQuery, ...discoveryQuery, ...conversationQuery },
  Mutation: { ...Mutation, ...postMutations, ...storyMutation, ...profileMutations, ...conversationMutation },
  Subscription: { ...Subscription, ...conversationSubscription },
  User: { ...User, ...userPosts, ...userFollowLists },
  Post,
  Comment,
  Hashtag,
  Conversation,
  Message,
};
