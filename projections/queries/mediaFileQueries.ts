import { collections, type MediaFileDoc, type PendingUploadDoc } from '../readModels';
import type { ReadStore } from '../readStore';

/** Who uploaded each media file (only their own actions may delete it), and the uploads still waiting for a use. */
export function mediaFileQueries(store: ReadStore) {
  const files = store.collection<MediaFileDoc>(collections.mediaFiles);
  return {
    /**
     * Of `urls`, those that `userId` may delete: uploaded by them, or never recorded (read models
     * made before uploads were recorded).
     */
    async deletableBy(userId: string, urls: string[]): Promise<string[]> {
      const owners = new Map((await files.find({ _id: { $in: urls } })).map((f) => [f._id, f.userId]));
      return urls.filter((url) => (owners.get(url) ?? userId) === userId);
    },

    /** The media ids of uploads not in use since before `cutoff`, oldest first (at most `limit`). */
    async unusedSince(cutoff: string, limit = 500): Promise<string[]> {
      const pending = store.collection<PendingUploadDoc>(collections.pendingUploads);
      return (await pending.find({ since: { $lt: cutoff } }, { sort: { since: 1 }, limit })).map((doc) => doc._id);
    },
  };
}

export type MediaFileQueries = ReturnType<typeof mediaFileQueries>;
