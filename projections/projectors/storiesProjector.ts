import { collections, storyViewKey, type MarkerDoc, type StoryDoc, type StoryViewDoc } from '../readModels';
import type { Projector } from '../projector';
import type { ReadStore } from '../readStore';

const SWEEP_MARKER = 'stories-swept';
const SWEEP_EVERY_MS = 3600 * 1000;

/**
 * Live stories and who saw them. Queries never show an expired story (they filter on the clock);
 * the documents themselves are swept out at most once an hour of event time, so the sweep is
 * decided by the events alone and a replay sweeps the same way.
 */
export const storiesProjector: Projector = {
  name: 'stories',
  writes: [collections.markers, collections.stories, collections.storyViews],
  handles: ['StoryPublished', 'StorySeen', 'StoryDeleted', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.stories).createIndex({ keys: { userId: 1, createdAt: 1 } });
    await store.collection(collections.storyViews).createIndex({ keys: { viewerId: 1 } });
    await store.collection(collections.storyViews).createIndex({ keys: { storyId: 1, at: -1 } });
    await store.collection(collections.storyViews).createIndex({ keys: { authorId: 1 } });
  },
  async apply(event, _stored, store) {
    const stories = store.collection<StoryDoc>(collections.stories);
    const views = store.collection<StoryViewDoc>(collections.storyViews);
    switch (event.type) {
      case 'StoryPublished': {
        const { storyId, userId, mediaUrl, mediaType, posterUrl, at, expiresAt } = event.data;
        await sweepExpired(store, at);
        await stories.updateOne({ _id: storyId }, { $setOnInsert: { userId, mediaUrl, mediaType, posterUrl, createdAt: at, expiresAt } }, { upsert: true });
        return [];
      }
      case 'StorySeen': {
        const { storyId, viewerId, at } = event.data;
        const story = await stories.findOne({ _id: storyId });
        if (!story) return [];
        await views.updateOne(
          { _id: storyViewKey(storyId, viewerId) },
          { $setOnInsert: { storyId, viewerId, authorId: story.userId, expiresAt: story.expiresAt, at } },
          { upsert: true },
        );
        return [];
      }
      case 'StoryDeleted': {
        const { storyId, userId } = event.data;
        await stories.deleteOne({ _id: storyId });
        await views.deleteMany({ storyId });
        // Open rows and viewers drop it at once.
        return [{ kind: 'story', id: storyId, userId }];
      }
      case 'AccountDeleted': {
        const { userId } = event.data;
        await stories.deleteMany({ userId });
        await views.deleteMany({ authorId: userId });
        await views.deleteMany({ viewerId: userId });
        return [];
      }
      default:
        return [];
    }
  },
};

async function sweepExpired(store: ReadStore, at: string): Promise<void> {
  const markers = store.collection<MarkerDoc>(collections.markers);
  const last = await markers.findOne({ _id: SWEEP_MARKER });
  if (last && Date.parse(at) - Date.parse(last.at) < SWEEP_EVERY_MS) return;
  await store.collection(collections.stories).deleteMany({ expiresAt: { $lte: at } });
  await store.collection(collections.storyViews).deleteMany({ expiresAt: { $lte: at } });
  await markers.updateOne({ _id: SWEEP_MARKER }, { $set: { at } }, { upsert: true });
}
