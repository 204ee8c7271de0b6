import { collections, type MediaFileDoc } from '../readModels';
import type { ReadStore } from '../readStore';

/** Who uploaded each media file: only their own actions may delete it. */
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
  };
}

export type MediaFileQueries = ReturnType<typeof mediaFileQueries>;
