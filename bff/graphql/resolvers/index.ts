import type { Resolvers } from '../generated/resolvers';
import { accountsResolvers } from './accounts';
import { appealsResolvers } from './appeals';
import { blocksResolvers } from './blocks';
import { commentLikesResolvers } from './commentLikes';
import { commentsResolvers } from './comments';
import { conversationsResolvers } from './conversations';
import { emailVerificationsResolvers } from './emailVerifications';
import { exploreResolvers } from './explore';
import { followsResolvers } from './follows';
import { hashtagsResolvers } from './hashtags';
import { hiddenWordsResolvers } from './hiddenWords';
import { insightsResolvers } from './insights';
import { languagesResolvers } from './languages';
import { likesResolvers } from './likes';
import { mascotResolvers } from './mascot';
import { moderationResolvers } from './moderation';
import { mutesResolvers } from './mutes';
import { notificationsResolvers } from './notifications';
import { passkeysResolvers } from './passkeys';
import { passwordResetsResolvers } from './passwordResets';
import { postsResolvers } from './posts';
import { profilesResolvers } from './profiles';
import { pushesResolvers } from './pushes';
import { reportsResolvers } from './reports';
import { savesResolvers } from './saves';
import { searchResolvers } from './search';
import { sessionsResolvers } from './sessions';
import { storiesResolvers } from './stories';
import { suggestionsResolvers } from './suggestions';
import { twoFactorResolvers } from './twoFactor';
import { userSearchResolvers } from './userSearch';
import { usernamesResolvers } from './usernames';

/** Each feature's resolvers, beside its .graphql file of the same name. */
const features: Record<string, Resolvers> = {
  accounts: accountsResolvers,
  sessions: sessionsResolvers,
  usernames: usernamesResolvers,
  profiles: profilesResolvers,
  posts: postsResolvers,
  likes: likesResolvers,
  saves: savesResolvers,
  comments: commentsResolvers,
  commentLikes: commentLikesResolvers,
  follows: followsResolvers,
  blocks: blocksResolvers,
  mutes: mutesResolvers,
  stories: storiesResolvers,
  hashtags: hashtagsResolvers,
  search: searchResolvers,
  userSearch: userSearchResolvers,
  suggestions: suggestionsResolvers,
  explore: exploreResolvers,
  conversations: conversationsResolvers,
  hiddenWords: hiddenWordsResolvers,
  reports: reportsResolvers,
  appeals: appealsResolvers,
  moderation: moderationResolvers,
  mascot: mascotResolvers,
  insights: insightsResolvers,
  notifications: notificationsResolvers,
  passkeys: passkeysResolvers,
  passwordResets: passwordResetsResolvers,
  emailVerifications: emailVerificationsResolvers,
  twoFactor: twoFactorResolvers,
  pushes: pushesResolvers,
  languages: languagesResolvers,
};

/** The features' resolvers merged type by type; a field two features both resolve is a mistake, refused at start. */
export function mergeResolvers(byFeature: Record<string, Resolvers>): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  const owner = new Map<string, string>();
  for (const [feature, resolvers] of Object.entries(byFeature)) {
    for (const [type, fields] of Object.entries(resolvers as Record<string, Record<string, unknown>>)) {
      for (const field of Object.keys(fields)) {
        const other = owner.get(`${type}.${field}`);
        if (other) throw new Error(`${type}.${field} is resolved by both ${other} and ${feature}`);
        owner.set(`${type}.${field}`, feature);
      }
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged as Resolvers;
}

export const resolvers: Resolvers = mergeResolvers(features);
