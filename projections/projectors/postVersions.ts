import type { EventOf } from '../../domain/events';
import type { ChangeNotice } from '../projector';
import { collections, mediaOfPost, type PostDoc, type PostVersionDoc } from '../readModels';
import type { ReadStore } from '../readStore';

const versionKey = (postId: string, revision: number) => `${postId}:${revision}`;

/**
 * An edit: the post reads its new words, and its versions gain this one (and, at its first edit,
 * the words it was published with, as revision 0 of its stream). Each version is keyed by its
 * revision and the post moves only forward, so a redelivered edit changes nothing.
 */
export async function postEdited(event: EventOf<'PostEdited'>, revision: number, store: ReadStore): Promise<ChangeNotice[]> {
  const posts = store.collection<PostDoc>(collections.posts);
  const versions = store.collection<PostVersionDoc>(collections.postVersions);
  const { postId, userId, caption, location, alt, hashtags, editedAt } = event.data;
  const post = await posts.findOne({ _id: postId });
  if (!post) return [];
  if (!post.editedAt) {
    const original = { postId, userId, caption: post.caption, location: post.location, editedAt: post.createdAt };
    await versions.updateOne({ _id: versionKey(postId, 0) }, { $setOnInsert: original }, { upsert: true });
  }
  await versions.updateOne({ _id: versionKey(postId, revision) }, { $setOnInsert: { postId, userId, caption, location, editedAt } }, { upsert: true });
  if (post.editedAt && post.editedAt > editedAt) return [];
  const media = mediaOfPost(post).map((item, i) => ({ ...item, alt: alt[i] ?? item.alt }));
  await posts.updateOne({ _id: postId }, { $set: { caption, location, media, hashtags, editedAt } });
  // The author's 'user' notice makes every remembered feed page that may hold the post stale.
  return [
    { kind: 'post', id: postId },
    { kind: 'user', id: userId },
  ];
}

/** A post's versions go with it, and a person's with their account (their words: domain/personalData.ts). */
export async function forgetVersions(store: ReadStore, filter: { postId: string } | { userId: string }): Promise<void> {
  await store.collection<PostVersionDoc>(collections.postVersions).deleteMany(filter);
}
