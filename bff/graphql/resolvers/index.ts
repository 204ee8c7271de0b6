import type { Resolvers } from '../generated/resolvers';
import { discoveryQuery, Hashtag, userPosts } from './discovery';
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
  Query: { ...Query, ...postQueries, ...UserSearchQuery, ...storyQuery, ...discoveryQuery, ...ModerationQuery },
  Mutation: { ...Mutation, ...postMutations, ...storyMutation, ...profileMutations, ...ModerationMutation },
  Subscription,
  User: { ...User, ...userPosts, ...userFollowLists, ...MascotUser },
  Post,
  Comment,
  Hashtag,
  Report,
};
