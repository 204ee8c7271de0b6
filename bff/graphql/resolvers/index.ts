import type { Resolvers } from '../generated/resolvers';
import { discoveryQuery, Hashtag, userPosts } from './discovery';
import { Conversation, conversationMutation, conversationQuery, Message } from './conversations';
import { conversationSubscription } from './conversationSubscriptions';
import { accountMutations } from './accounts';
import { insightsQuery, insightsSubscription } from './insights';
import { MascotUser } from './mascot';
import { ModerationMutation, ModerationQuery, Report } from './moderation';
import { Mutation } from './mutation';
import { Comment, Post, postMutations, postQueries } from './posts';
import { profileMutations, userFollowLists } from './people';
import { Query } from './query';
import { storyMutation, storyQuery } from './stories';
import { Subscription } from './subscription';
import { User } from './user';
import { UserSearchQuery } from './userSearch';

export const resolvers: Resolvers = {
  Query: { ...Query, ...postQueries, ...UserSearchQuery, ...storyQuery, ...discoveryQuery, ...conversationQuery, ...ModerationQuery, ...insightsQuery },
  Mutation: { ...Mutation, ...postMutations, ...storyMutation, ...profileMutations, ...conversationMutation, ...accountMutations, ...ModerationMutation },
  Subscription: { ...Subscription, ...conversationSubscription, ...insightsSubscription },
  User: { ...User, ...userPosts, ...userFollowLists, ...MascotUser },
  Post,
  Comment,
  Hashtag,
  Conversation,
  Message,
  Report,
};
