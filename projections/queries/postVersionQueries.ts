import { collections, type PostDoc, type PostVersionDoc } from '../readModels';
import type { ReadStore } from '../readStore';

/** One version of a post's words: the first is as published, its `editedAt` the publish time. */
export type PostVersionView = { caption: string; location: string; editedAt: string };

/** A post's versions, oldest first. Who may read them is the caller's to check: whoever may see the post. */
export function postVersionQueries(store: ReadStore) {
  const posts = store.collection<PostDoc>(collections.posts);
  const versions = store.collection<PostVersionDoc>(collections.postVersions);
  return {
    async of(postId: string): Promise<PostVersionView[]> {
      const found = await versions.find({ postId }, { sort: { editedAt: 1, _id: 1 } });
      if (found.length > 0) return found.map(({ caption, location, editedAt }) => ({ caption, location, editedAt }));
      // Never edited: its one version is the post as it is.
      const post = await posts.findOne({ _id: postId });
      return post ? [{ caption: post.caption, location: post.location, editedAt: post.createdAt }] : [];
    },
  };
}

export type PostVersionQueries = ReturnType<typeof postVersionQueries>;
