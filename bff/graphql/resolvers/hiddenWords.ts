import type { Resolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

/** The viewer's hidden words: read and replaced whole. */
export const hiddenWordsResolvers: Resolvers = {
  Query: {
    hiddenWords: async (_parent, _args, context) => context.services.hiddenWords.words(await requireViewer(context)),
  },
  Mutation: {
    setHiddenWords: async (_parent, { words }, context) => context.services.hiddenWords.set(await requireViewer(context), words, context.request),
  },
};
