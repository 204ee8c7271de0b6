import { mediaUrl } from '../../domain/media/mediaIds';
import { collections, type MediaFileDoc } from '../readModels';
import type { Projector } from '../projector';

/**
 * Every media file each person uploaded, and so may delete: avatars (also those replaced since),
 * posts' photos and videos, stories (also expired ones, whose read models are swept). The first
 * to name a file is its uploader: MediaUploaded since uploads are recorded, before that the first
 * post, story or avatar that named it. Deleting an account deletes these files.
 */
export const mediaFilesProjector: Projector = {
  name: 'mediaFiles',
  writes: [collections.mediaFiles],
  handles: ['MediaUploaded', 'UserRegistered', 'UserAvatarChanged', 'ProfileUpdated', 'PostPublished', 'StoryPublished', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.mediaFiles).createIndex({ keys: { userId: 1 } });
  },
  async apply(event, _stored, store) {
    const files = store.collection<MediaFileDoc>(collections.mediaFiles);
    const uploaded = (url: string | null | undefined, userId: string) =>
      url ? files.updateOne({ _id: url }, { $setOnInsert: { userId } }, { upsert: true }) : null;
    switch (event.type) {
      case 'MediaUploaded':
        await uploaded(mediaUrl(event.data.mediaId), event.data.userId);
        break;
      case 'UserRegistered':
      case 'UserAvatarChanged':
      case 'ProfileUpdated':
        await uploaded(event.data.avatar, event.data.userId);
        break;
      case 'PostPublished':
        // Every item of an album (the first is `mediaUrl`).
        for (const item of event.data.media) await uploaded(item.url, event.data.userId);
        break;
      case 'StoryPublished':
        await uploaded(event.data.mediaUrl, event.data.userId);
        break;
      case 'AccountDeleted':
        await files.deleteMany({ userId: event.data.userId });
        break;
      default:
        break;
    }
    return [];
  },
};
