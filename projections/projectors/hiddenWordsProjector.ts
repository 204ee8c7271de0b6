import type { Projector } from '../projector';
import { collections, type HiddenWordsDoc } from '../readModels';

/** Each person's hidden words (none: no document); they go with the account. */
export const hiddenWordsProjector: Projector = {
  name: 'hiddenWords',
  writes: [collections.hiddenWords],
  handles: ['HiddenWordsChanged', 'AccountDeleted'],
  async setup() {},
  async apply(event, stored, store) {
    const hiddenWords = store.collection<HiddenWordsDoc>(collections.hiddenWords);
    switch (event.type) {
      case 'HiddenWordsChanged': {
        const { userId, words } = event.data;
        const current = await hiddenWords.findOne({ _id: userId });
        if (current && current.revision >= stored.revision) return [];
        await hiddenWords.updateOne({ _id: userId }, { $set: { words, revision: stored.revision } }, { upsert: true });
        // Read afresh by every query that hides them: nothing live to tell.
        return [];
      }
      case 'AccountDeleted':
        await hiddenWords.deleteOne({ _id: event.data.userId });
        return [];
      default:
        return [];
    }
  },
};
