import { blockKey, collections, followKey, type BlockDoc, type FollowDoc, type PostDoc, type UserDoc } from '../readModels';
import type { ReadStore } from '../readStore';

/**
 * The visibility policy's questions as the notifications projector asks them when an event comes,
 * each one lookup by id in the relation read models (docs/architecture.md, "Who may see what").
 * The queries ask the policy again when the entries are read: a block or a ban made later hides
 * what was told before.
 */
export function notificationAudience(store: ReadStore) {
  const blocks = store.collection<BlockDoc>(collections.blocks);
  return {
    /** Whether `recipientId` may be told of what `actorId` did: never one's own doing, nothing across a block. */
    async mayTell(recipientId: string, actorId: string): Promise<boolean> {
      if (recipientId === actorId) return false;
      return (await blocks.findOne({ _id: blockKey(recipientId, actorId) })) === null;
    },

    /** Whether a person mentioned in a post (or a comment under it) may see it: not banned, not a private account they do not follow. */
    async maySeePost(recipientId: string, post: PostDoc): Promise<boolean> {
      if (post.banned) return false;
      if (post.userId === recipientId) return true;
      const author = await store.collection<UserDoc>(collections.users).findOne({ _id: post.userId });
      if (!author?.isPrivate) return true;
      return (await store.collection<FollowDoc>(collections.follows).findOne({ _id: followKey(recipientId, post.userId) }))?.active ?? false;
    },
  };
}

export type NotificationAudience = ReturnType<typeof notificationAudience>;
