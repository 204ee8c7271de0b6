import { HIDDEN_WORDS_FLAGS, hiddenWordsPattern } from '../../domain/hiddenWords/matching';
import { collections, type HiddenWordsDoc } from '../readModels';
import type { ReadStore } from '../readStore';

/** A read-store condition on a text field: it holds one of the words the pattern finds (MongoDB's $regex; the embedded store reads it alike). */
export const containsHiddenWordFilter = (pattern: string) => ({ $regex: pattern, $options: HIDDEN_WORDS_FLAGS });

/** A person's hidden words, and the pattern that finds them (domain/hiddenWords/matching.ts). */
export function hiddenWordsQueries(store: ReadStore) {
  const hiddenWords = store.collection<HiddenWordsDoc>(collections.hiddenWords);
  return {
    async words(userId: string): Promise<string[]> {
      return (await hiddenWords.findOne({ _id: userId }))?.words ?? [];
    },
    /** null when they hide nothing: then no query needs a condition for them. */
    async pattern(userId: string): Promise<string | null> {
      const doc = await hiddenWords.findOne({ _id: userId });
      return doc ? hiddenWordsPattern(doc.words) : null;
    },
  };
}

export type HiddenWordsQueries = ReturnType<typeof hiddenWordsQueries>;
