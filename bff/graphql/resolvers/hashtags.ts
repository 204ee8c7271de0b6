import type { Resolvers } from '../generated/resolvers';
import { connection } from './connection';

/** A hashtag's page: its count and its posts, newest first. */
export const hashtagsResolvers: Resolvers = {
  Query: {
    hashtag: (_parent, { tag, first, after }, { services, request }) => services.hashtags.page(tag, request.viewerId, first ?? 12, after ?? null),
  },

  Hashtag: {
    posts: (hashtag) => connection(hashtag.posts),
  },
};
