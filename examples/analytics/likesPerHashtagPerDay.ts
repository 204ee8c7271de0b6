import type { AnalystProjector } from '../../projections/analytics/analystProjector';

type PostTags = { _id: string; hashtags: string[] };
type DayCount = { _id: string; day: string; hashtag: string; likes: number };

/**
 * Likes given per hashtag per day: every like of a post counts for each hashtag of its caption,
 * on the (UTC) day it was given; an unlike takes one back on the day it happened.
 *
 *   npm run replay -- --projector examples/analytics/likesPerHashtagPerDay.ts
 *
 * Result: `{ "2026-11-21": { "sunset": 12, "travel": 3 }, ... }`, days in order.
 */
export const projector: AnalystProjector<Record<string, Record<string, number>>> = {
  name: 'likes per hashtag per day',
  async setup(store) {
    await store.collection<DayCount>('likesByDay').createIndex({ keys: { day: 1 } });
  },
  async apply(event, _stored, store) {
    if (event.type === 'PostPublished') {
      const hashtags = Array.isArray(event.data.hashtags) ? (event.data.hashtags as string[]) : [];
      await store.collection<PostTags>('posts').updateOne({ _id: String(event.data.postId) }, { $set: { hashtags } }, { upsert: true });
      return;
    }
    if (event.type !== 'PostLiked' && event.type !== 'PostUnliked') return;
    const post = await store.collection<PostTags>('posts').findOne({ _id: String(event.data.postId) });
    if (!post) return;
    const day = String(event.data.at).slice(0, 10);
    const step = event.type === 'PostLiked' ? 1 : -1;
    for (const hashtag of post.hashtags) {
      await store
        .collection<DayCount>('likesByDay')
        .updateOne({ _id: `${day}|${hashtag}` }, { $set: { day, hashtag }, $inc: { likes: step } }, { upsert: true });
    }
  },
  async result(store) {
    const rows = await store.collection<DayCount>('likesByDay').find({}, { sort: { day: 1, hashtag: 1 } });
    const out: Record<string, Record<string, number>> = {};
    for (const row of rows) {
      out[row.day] ??= {};
      out[row.day][row.hashtag] = row.likes;
    }
    return out;
  },
};
