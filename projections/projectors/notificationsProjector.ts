import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { moderationCollections, type ReportDoc } from '../moderationModels';
import { notificationCollections as names, notificationKeys as keys, type BioMentionsDoc } from '../notificationModels';
import type { Projector } from '../projector';
import { pushCollections } from '../pushModels';
import { collections, type CommentDoc, type PostDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { notificationAudience } from './notificationAudience';
import { NotificationWriter } from './notificationWriter';
import { queuePushes } from './pushOutbox';

/** An id as a whole word of a space-separated list (NotificationDoc.actorIds). */
const actorPattern = (id: string) => ({ $regex: `(^| )${id.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}( |$)` });

/**
 * People's Activity: events turned into notification entries and each person's unread count
 * (docs/architecture.md, "Notifications"). Nobody is told of their own actions, nor of anything
 * from someone blocked either way; likes of one post (or comment) within a UTC day are one entry;
 * an unlike, a deleted comment or post, an unfollow, a withdrawn request, a block and a deleted
 * account take back what they caused. It runs after the projectors whose read models it asks
 * (posts, comments, blocks, follows, reports), each lookup by id.
 */
export const notificationsProjector: Projector = {
  name: 'notifications',
  writes: [names.bioMentions, names.notificationCounts, names.notifications, pushCollections.pushOutbox],
  handles: [
    'PostPublished',
    'PostEdited',
    'PostDeleted',
    'PostLiked',
    'PostUnliked',
    'CommentAdded',
    'CommentDeleted',
    'CommentLiked',
    'CommentUnliked',
    'ProfileUpdated',
    'UserFollowed',
    'UserUnfollowed',
    'FollowRequested',
    'FollowRequestWithdrawn',
    'FollowRequestApproved',
    'FollowRequestDeclined',
    'UserBlocked',
    'ReportStatusChanged',
    'AppealDecided',
    'AccountDeleted',
    'NotificationsRead',
  ],
  async setup(store) {
    const entries = store.collection(names.notifications);
    // The Activity page (newest first), marking read and trimming (a person's few dozen entries),
    // and the retractions of a post's or a comment thread's entries.
    await entries.createIndex({ keys: { recipientId: 1, createdAt: -1 } });
    await entries.createIndex({ keys: { postId: 1, threadId: 1 } });
  },
  async apply(event, stored, store) {
    const writer = new NotificationWriter(store);
    await project(event, stored, store, writer);
    // What was told anew is pushed to the person's browsers too, as their settings allow.
    await queuePushes(store, writer.told(), stored);
    return writer.notices();
  },
};

async function project(event: DomainEvent, stored: StoredEvent, store: ReadStore, writer: NotificationWriter): Promise<void> {
  const audience = notificationAudience(store);
  const posts = store.collection<PostDoc>(collections.posts);
  const comments = store.collection<CommentDoc>(collections.comments);
  switch (event.type) {
    case 'PostLiked': {
      const { postId, userId, at } = event.data;
      const post = await posts.findOne({ _id: postId });
      if (post && (await audience.mayTell(post.userId, userId))) {
        await writer.group({ _id: keys.like(postId, at), recipientId: post.userId, type: 'like', postId }, userId, at);
      }
      return;
    }
    case 'PostUnliked':
      return writer.removeActor(await writer.find({ postId: event.data.postId, type: 'like' }), event.data.userId);
    case 'CommentLiked': {
      const { postId, commentId, userId, at } = event.data;
      const comment = await comments.findOne({ _id: commentId });
      if (comment && (await audience.mayTell(comment.userId, userId))) {
        // The comments read model records the top comment a reply answers (parentId), when it does.
        const threadId = (comment as CommentDoc & { parentId?: string | null }).parentId ?? commentId;
        const base = { _id: keys.commentLike(commentId, at), recipientId: comment.userId, type: 'comment_like' as const, postId, commentId, threadId };
        await writer.group(base, userId, at);
      }
      return;
    }
    case 'CommentUnliked': {
      const { postId, commentId, userId } = event.data;
      return writer.removeActor(await writer.find({ postId, commentId, type: 'comment_like' }), userId);
    }
    case 'CommentAdded':
      return commentAdded(event.data, store, writer);
    case 'CommentDeleted': {
      // The comment's entries (its likes included) and, for a top comment, those of its replies.
      const { postId, commentId } = event.data;
      await writer.remove({ postId, threadId: commentId });
      return writer.remove({ postId, commentId });
    }
    case 'PostPublished': {
      const { postId, userId, mentions, publishedAt } = event.data;
      const post = mentions.length > 0 ? await posts.findOne({ _id: postId }) : null;
      for (const mentioned of new Set(mentions)) {
        if (post && (await audience.mayTell(mentioned, userId)) && (await audience.maySeePost(mentioned, post))) {
          await writer.add({ _id: keys.mention(postId, mentioned), recipientId: mentioned, type: 'mention', postId }, userId, publishedAt);
        }
      }
      return;
    }
    case 'PostEdited': {
      // Only the people the caption did not name before are told; one named again after being left out is told again.
      const { postId, userId, newMentions, editedAt } = event.data;
      const post = newMentions.length > 0 ? await posts.findOne({ _id: postId }) : null;
      for (const mentioned of newMentions) {
        if (post && (await audience.mayTell(mentioned, userId)) && (await audience.maySeePost(mentioned, post))) {
          await writer.renew({ _id: keys.mention(postId, mentioned), recipientId: mentioned, type: 'mention', postId }, userId, editedAt);
        }
      }
      return;
    }
    case 'PostDeleted':
      return writer.remove({ postId: event.data.postId });
    case 'ProfileUpdated':
      return bioMentions(event.data.userId, event.data.mentions, stored.metadata.at, store, writer);
    case 'UserFollowed': {
      const { followerId, followeeId, at } = event.data;
      // After an approval the entry is there already, turned from the request.
      if (await audience.mayTell(followeeId, followerId)) {
        await writer.add({ _id: keys.follow(followeeId, followerId), recipientId: followeeId, type: 'follow' }, followerId, at);
      }
      return;
    }
    case 'FollowRequested': {
      const { followerId, followeeId, at } = event.data;
      if (await audience.mayTell(followeeId, followerId)) {
        await writer.add({ _id: keys.follow(followeeId, followerId), recipientId: followeeId, type: 'follow_request' }, followerId, at);
      }
      return;
    }
    case 'UserUnfollowed':
      return writer.remove({ _id: keys.follow(event.data.followeeId, event.data.followerId), type: 'follow' });
    case 'FollowRequestWithdrawn':
    case 'FollowRequestDeclined':
      return writer.remove({ _id: keys.follow(event.data.followeeId, event.data.followerId), type: 'follow_request' });
    case 'FollowRequestApproved': {
      const { followerId, followeeId, at } = event.data;
      // The followee's request becomes the follow it granted (read as it was); the requester is told.
      await store.collection(names.notifications).updateOne({ _id: keys.follow(followeeId, followerId), type: 'follow_request' }, { $set: { type: 'follow' } });
      if (await audience.mayTell(followerId, followeeId)) {
        await writer.add({ _id: keys.followAccept(followerId, followeeId), recipientId: followerId, type: 'follow_accept' }, followeeId, at);
      }
      return;
    }
    case 'UserBlocked': {
      const { blockerId, blockedId } = event.data;
      await writer.removeActor(await writer.find({ recipientId: blockerId, actorIds: actorPattern(blockedId) }), blockedId);
      return writer.removeActor(await writer.find({ recipientId: blockedId, actorIds: actorPattern(blockerId) }), blockerId);
    }
    case 'ReportStatusChanged': {
      const { reportId, to, by, at } = event.data;
      const report = await store.collection<ReportDoc>(moderationCollections.reports).findOne({ _id: reportId });
      if (report && report.userId !== by) {
        await writer.renew({ _id: keys.report(reportId), recipientId: report.userId, type: 'report_update', detail: to }, null, at);
      }
      return;
    }
    case 'AppealDecided': {
      const { appealId, userId, decision, by, at } = event.data;
      if (userId !== by) await writer.renew({ _id: keys.appeal(appealId), recipientId: userId, type: 'appeal_decision', detail: decision }, null, at);
      return;
    }
    case 'AccountDeleted': {
      // Rare: the one write that looks through everyone's entries, for those the person acted in.
      const { userId } = event.data;
      await writer.forget(userId);
      await store.collection<BioMentionsDoc>(names.bioMentions).deleteOne({ _id: userId });
      return writer.removeActor(await writer.find({ actorIds: actorPattern(userId) }), userId);
    }
    case 'NotificationsRead':
      return writer.markRead(event.data.userId, event.data.at);
    default:
      return;
  }
}

type CommentData = Extract<DomainEvent, { type: 'CommentAdded' }>['data'];

/**
 * A reply tells the author of the comment it answers; any comment tells the post's author (but
 * one replied to, told already); the people it mentions are told unless told already.
 */
async function commentAdded({ postId, commentId, userId, parentId, mentions, at }: CommentData, store: ReadStore, writer: NotificationWriter) {
  const audience = notificationAudience(store);
  const post = await store.collection<PostDoc>(collections.posts).findOne({ _id: postId });
  if (!post) return;
  const base = { postId, commentId, threadId: parentId ?? commentId };
  const parent = parentId ? await store.collection<CommentDoc>(collections.comments).findOne({ _id: parentId }) : null;
  const told = new Set<string>([userId]);
  if (parent) {
    told.add(parent.userId);
    if (await audience.mayTell(parent.userId, userId))
      await writer.add({ ...base, _id: keys.reply(commentId), recipientId: parent.userId, type: 'reply' }, userId, at);
  }
  if (!told.has(post.userId)) {
    told.add(post.userId);
    if (await audience.mayTell(post.userId, userId))
      await writer.add({ ...base, _id: keys.comment(commentId), recipientId: post.userId, type: 'comment' }, userId, at);
  }
  for (const mentioned of mentions) {
    if (told.has(mentioned)) continue;
    told.add(mentioned);
    if ((await audience.mayTell(mentioned, userId)) && (await audience.maySeePost(mentioned, post))) {
      await writer.add({ ...base, _id: keys.mention(commentId, mentioned), recipientId: mentioned, type: 'mention' }, userId, at);
    }
  }
}

/** A bio tells only the people it mentions now and did not before (its previous mentions are kept). */
async function bioMentions(userId: string, mentions: string[], at: string, store: ReadStore, writer: NotificationWriter) {
  const audience = notificationAudience(store);
  const kept = store.collection<BioMentionsDoc>(names.bioMentions);
  const previous = (await kept.findOne({ _id: userId }))?.mentions ?? '';
  const now = [...new Set(mentions)];
  if (now.join(' ') === previous) return;
  const before = new Set(previous.split(' '));
  for (const mentioned of now) {
    if (before.has(mentioned) || !(await audience.mayTell(mentioned, userId))) continue;
    await writer.renew({ _id: keys.bioMention(userId, mentioned), recipientId: mentioned, type: 'mention' }, userId, at);
  }
  if (now.length === 0) await kept.deleteOne({ _id: userId });
  else await kept.updateOne({ _id: userId }, { $set: { mentions: now.join(' ') } }, { upsert: true });
}
