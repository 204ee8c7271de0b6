import type { ChangeNotice, Projector } from '../projector';
import { collections, type InsightMeasure, type InsightsDayDoc, type InsightsActiveDoc, type InsightsPostDoc, type InsightsTagDoc } from '../readModels';
import type { Collection, ReadStore } from '../readStore';
import { actorOf, dayCounts, eventTime, insightEventTypes, utcDay } from './insightsActivity';

type Counts = Partial<Record<InsightMeasure, number>>;

const tagKey = (day: string, tag: string) => `${day}:${tag}`;

/**
 * The admins' Insights: per UTC day, sign-ups, distinct active people, posts, likes, comments,
 * messages and reports, and per day how many posts carry each hashtag.
 *
 * A deleted post leaves the day it was published (and its hashtags' counts), an edited one moves
 * between the hashtags of that day; likes and comments
 * count net on the day they are given or taken back. A deleted account's activity stays in the
 * figures as anonymous numbers, but what names the person goes: the days it was active, its posts'
 * days, and the hashtags of its posts (its own words).
 *
 * Replays count nothing twice: each figure is guarded by the last position its document counted
 * (events arrive in order, and a redelivery repeats a tail of them). The days a person was active
 * say whether they already count for a day; a post's day and hashtags, whether it still counts.
 */
export const insightsProjector: Projector = {
  name: 'insights',
  writes: [collections.insightsActive, collections.insightsDays, collections.insightsPosts, collections.insightsTags],
  handles: insightEventTypes,
  async setup(store) {
    await store.collection(collections.insightsTags).createIndex({ keys: { day: 1 } });
  },
  async apply(event, stored, store) {
    if (event.type === 'AccountDeleted') return forget(store, event.data.userId, stored.position);
    const time = eventTime(event);
    if (time === null) return [];
    const day = utcDay(time);
    const { position } = stored;
    const counts: Counts = dayCounts(event);
    const actor = actorOf(event);
    if (actor !== null && (await firstActivityOfDay(store, actor, day))) counts.activeUsers = 1;
    const notices: ChangeNotice[] = [];
    if (event.type === 'PostPublished') {
      const { postId, userId } = event.data;
      const hashtags = [...new Set(event.data.hashtags)];
      const { upsertedId } = await store
        .collection<InsightsPostDoc>(collections.insightsPosts)
        .updateOne({ _id: postId }, { $setOnInsert: { userId, day, hashtags } }, { upsert: true });
      if (upsertedId !== null) {
        counts.posts = 1;
        await countTags(store, day, position, hashtags, 1);
      }
    } else if (event.type === 'PostEdited') {
      const publishedOn = await retag(store, event.data.postId, event.data.hashtags, position);
      if (publishedOn !== null) notices.push({ kind: 'insights', id: publishedOn });
    } else if (event.type === 'PostDeleted') {
      const publishedOn = await unpublish(store, event.data.postId, position);
      // One write per document and position: a second would be taken for a replay.
      if (publishedOn === day) counts.posts = -1;
      else if (publishedOn !== null && (await countDay(store, publishedOn, position, { posts: -1 }))) notices.push({ kind: 'insights', id: publishedOn });
    }
    if (await countDay(store, day, position, counts)) notices.push({ kind: 'insights', id: day });
    return notices;
  },
};

/** Records that a person was active on a day; true when it is the first time that day. */
async function firstActivityOfDay(store: ReadStore, userId: string, day: string): Promise<boolean> {
  const active = store.collection<InsightsActiveDoc>(collections.insightsActive);
  const doc = await active.findOne({ _id: userId });
  // Days are all ten characters between spaces, so a match is always a whole day. Events come
  // mostly in time order: the day is most often the last one, found without reading them all.
  if (doc && (doc.days.startsWith(day, doc.days.length - day.length - 1) || doc.days.includes(day))) return false;
  await active.updateOne({ _id: userId }, { $set: { days: `${doc?.days ?? ''}${day} ` } }, { upsert: true });
  return true;
}

/** Adds the day's counts unless the day has counted this position already; true when a figure changed. */
async function countDay(store: ReadStore, day: string, position: number, counts: Counts): Promise<boolean> {
  if (Object.keys(counts).length === 0) return false;
  return incOnce(store.collection<InsightsDayDoc>(collections.insightsDays), day, position, counts, {});
}

/**
 * `$inc` on one document unless it has already counted an event at this position or later: the
 * runner delivers events in order, and after a restart it delivers a tail of them again.
 */
async function incOnce(
  collection: Collection<InsightsDayDoc> | Collection<InsightsTagDoc>,
  _id: string,
  position: number,
  inc: Record<string, number>,
  fields: Record<string, string>,
): Promise<boolean> {
  // Read, then write by _id: a range test in the filter would leave the read store's fast path.
  const doc = await collection.findOne({ _id });
  if (doc && doc.position >= position) return false;
  await collection.updateOne({ _id }, { $inc: inc, $set: doc ? { position } : { ...fields, position } }, { upsert: !doc });
  return true;
}

/** Moves each of a day's hashtags by `by` (each tag once per position, as `incOnce` requires). */
async function countTags(store: ReadStore, day: string, position: number, hashtags: string[], by: number): Promise<void> {
  const tags = store.collection<InsightsTagDoc>(collections.insightsTags);
  for (const tag of hashtags) {
    await incOnce(tags, tagKey(day, tag), position, { posts: by }, { day, tag });
    // A hashtag no live post carries is forgotten: it may be all that is left of a deleted person's words.
    if (by < 0) await tags.deleteOne({ _id: tagKey(day, tag), posts: { $lte: 0 } });
  }
}

/** An edited post's hashtags, on the day it was published: those it dropped count one fewer, the new ones one more. That day when any moved, or null. */
async function retag(store: ReadStore, postId: string, hashtags: string[], position: number): Promise<string | null> {
  const posts = store.collection<InsightsPostDoc>(collections.insightsPosts);
  const post = await posts.findOne({ _id: postId });
  if (!post) return null;
  const now = [...new Set(hashtags)];
  const before = post.hashtags ?? [];
  const dropped = before.filter((tag) => !now.includes(tag));
  const added = now.filter((tag) => !before.includes(tag));
  if (dropped.length === 0 && added.length === 0) return null;
  await countTags(store, post.day, position, dropped, -1);
  await countTags(store, post.day, position, added, 1);
  await posts.updateOne({ _id: postId }, { $set: { hashtags: now } });
  return post.day;
}

/** Takes a post's hashtags off the day it was published, once (its record goes); that day, or null. */
async function unpublish(store: ReadStore, postId: string, position: number): Promise<string | null> {
  const posts = store.collection<InsightsPostDoc>(collections.insightsPosts);
  const post = await posts.findOne({ _id: postId });
  if (!post || (await posts.deleteOne({ _id: post._id })).deletedCount === 0) return null;
  await countTags(store, post.day, position, post.hashtags ?? [], -1);
  return post.day;
}

/**
 * A deleted account: its active days and post records go, and its posts' hashtags leave the
 * counts. A scan with no index on userId, as deletions are rare and the index would slow every post.
 */
async function forget(store: ReadStore, userId: string, position: number): Promise<ChangeNotice[]> {
  await store.collection(collections.insightsActive).deleteOne({ _id: userId });
  const records = store.collection<InsightsPostDoc>(collections.insightsPosts);
  // Posts per day and hashtag, so that each hashtag's day is written once.
  const posts = new Map<string, Map<string, number>>();
  for (const doc of await records.find({ userId })) {
    if ((await records.deleteOne({ _id: doc._id })).deletedCount === 0) continue;
    const tags = posts.get(doc.day) ?? new Map<string, number>();
    for (const tag of doc.hashtags) tags.set(tag, (tags.get(tag) ?? 0) + 1);
    posts.set(doc.day, tags);
  }
  const notices: ChangeNotice[] = [];
  for (const [day, tags] of posts) {
    for (const [tag, count] of tags) await countTags(store, day, position, [tag], -count);
    if (tags.size > 0) notices.push({ kind: 'insights', id: day });
  }
  return notices;
}
