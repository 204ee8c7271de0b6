import type { Resolvers } from '../generated/resolvers';
import { connection } from './connection';
import { requireViewer } from './viewer';

/** A hashtag's page (its count and its posts, newest first), and the hashtag search. */
export const hashtagsResolvers: Resolvers = {
  Query: {
    hashtag: (_parent, { tag, first, after }, { services, request }) => services.hashtags.page(tag, request.viewerId, first ?? 12, after ?? null),
    searchHashtags: async (_parent, { query, first }, context) => {
      await requireViewer(context);
      return context.services.hashtags.search(query, first ?? undefined);
    },
  },

  Hashtag: {
    posts: (hashtag) => connection(hashtag.posts),
  },
};
