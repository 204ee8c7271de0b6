import { collections } from '../readModels';
import type { ChangeNotice } from '../projector';
import type { ReadStore } from '../readStore';

/** Moves one of a post's counts by `step`; a post that is gone (deleted) is left alone. */
export async function countOnPost(store: ReadStore, postId: string, field: 'likesCount' | 'commentsCount', step: number): Promise<ChangeNotice[]> {
  await store.collection(collections.posts).updateOne({ _id: postId }, { $inc: { [field]: step } });
  return [{ kind: 'post', id: postId }];
}
