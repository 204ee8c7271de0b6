import { beforeEach, describe, expect, it } from 'vitest';
import { eventSchemas, type DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { insightsQueries } from '../queries/insightsQueries';
import { collections } from '../readModels';
import type { ReadStore } from '../readStore';
import { actorOf, dayCounts, insightEventTypes } from './insightsActivity';
import { insightsProjector } from './insightsProjector';
import {
  accountDeleted,
  commentAdded,
  commentDeleted,
  messageSent,
  postDeleted,
  postEdited,
  postLiked,
  postPublished,
  postUnliked,
  type Projection,
  projection,
  reportSubmitted,
  storedEvent,
  userRegistered,
} from './projectionKit';

let store: ReadStore;
let log: StoredEvent[];
let project: Projection['project'];
let redeliver: Projection['redeliver'];

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 2, day, hour)).toISOString();
const registered = (userId: string, day: number) => userRegistered(userId, { registeredAt: at(day) });
const published = (postId: string, userId: string, hashtags: string[], day: number) => postPublished(postId, userId, { hashtags, publishedAt: at(day) });
const liked = (postId: string, userId: string, day: number) => postLiked(postId, userId, { at: at(day) });
const unliked = (postId: string, userId: string, day: number) => postUnliked(postId, userId, { at: at(day) });
const commented = (commentId: string, userId: string, day: number) => commentAdded('p1', commentId, userId, { at: at(day) });
const messaged = (senderId: string, day: number) => messageSent('c1', `m${log.length}`, senderId, { at: at(day) });
const reported = (userId: string, day: number) => reportSubmitted(`r${log.length}`, userId, { at: at(day) });

const insights = (days = 4) => insightsQueries(store).window(new Date(at(4, 23)), days);
const row = async (day: number) => (await insights()).days.find((d) => d.date === at(day).slice(0, 10));

describe('insights projector', () => {
  beforeEach(async () => {
    ({ store, log, project, redeliver } = await projection([insightsProjector]));
    // Day 1: two sign-ups, a post, a like, a comment; day 2: two posts, a message, a report.
    await project(registered('u1', 1));
    await project(registered('u2', 1));
    await project(published('p1', 'u1', ['sea', 'sun'], 1));
    await project(liked('p1', 'u2', 1));
    await project(commented('k1', 'u2', 1));
    await project(published('p2', 'u2', ['sea'], 2));
    await project(published('p3', 'u2', ['city'], 2));
    await project(messaged('u1', 2));
    await project(reported('u1', 2));
  });

  it('counts each day, with every day of the window listed and the empty ones at zero', async () => {
    const view = await insights();
    expect(view.from).toBe('2026-03-01');
    expect(view.to).toBe('2026-03-04');
    expect(view.days).toEqual([
      { date: '2026-03-01', signUps: 2, activeUsers: 2, posts: 1, likes: 1, comments: 1, messages: 0, reports: 0 },
      { date: '2026-03-02', signUps: 0, activeUsers: 2, posts: 2, likes: 0, comments: 0, messages: 1, reports: 1 },
      { date: '2026-03-03', signUps: 0, activeUsers: 0, posts: 0, likes: 0, comments: 0, messages: 0, reports: 0 },
      { date: '2026-03-04', signUps: 0, activeUsers: 0, posts: 0, likes: 0, comments: 0, messages: 0, reports: 0 },
    ]);
    expect(view.topHashtags).toEqual([
      { tag: 'sea', posts: 2 },
      { tag: 'city', posts: 1 },
      { tag: 'sun', posts: 1 },
    ]);
  });

  it('counts a person once a day however much they do', async () => {
    await project(liked('p2', 'u1', 3));
    await project(liked('p3', 'u1', 3));
    await project(commented('k2', 'u1', 3));
    expect(await row(3)).toMatchObject({ activeUsers: 1, likes: 2, comments: 1 });
  });

  it('counts a person once a day when their events come out of time order', async () => {
    const before = await Promise.all([1, 2, 3, 4].map(row));
    for (const day of [2, 3, 1, 3, 4, 1]) await project(liked(`p${day}`, 'u9', day));
    const after = await Promise.all([1, 2, 3, 4].map(row));
    expect(after.map((d, i) => d!.activeUsers - before[i]!.activeUsers)).toEqual([1, 1, 1, 1]);
    expect(after.map((d, i) => d!.likes - before[i]!.likes)).toEqual([2, 1, 2, 1]);
  });

  it('takes a deleted post off the day it was published, and its hashtags with it', async () => {
    await project(postDeleted('p2', 'u2', { at: at(3) }));
    expect(await row(2)).toMatchObject({ posts: 1 });
    expect(await row(3)).toMatchObject({ posts: 0, activeUsers: 1 });
    expect((await insights()).topHashtags).toEqual([
      { tag: 'city', posts: 1 },
      { tag: 'sea', posts: 1 },
      { tag: 'sun', posts: 1 },
    ]);
  });

  it("moves an edited post between its publish day's hashtags, once however often delivered, and counts its author active the day they edit", async () => {
    await project(postEdited('p1', 'u1', { hashtags: ['sea', 'city', 'city'], editedAt: at(3) }));
    await redeliver(-1);
    expect((await insights()).topHashtags).toEqual([
      { tag: 'city', posts: 2 },
      { tag: 'sea', posts: 2 },
    ]);
    expect(await row(1)).toMatchObject({ posts: 1 });
    expect(await row(3)).toMatchObject({ posts: 0, activeUsers: 1 });
  });

  it('counts whoever deletes a post on the day it was published as active that day', async () => {
    await project(postDeleted('p3', 'u2', { by: 'admin', at: at(2, 18) }));
    expect(await row(2)).toMatchObject({ posts: 1, activeUsers: 3 });
  });

  it('counts likes and comments net: one taken back counts against the day it is taken back', async () => {
    await project(unliked('p1', 'u2', 1));
    await project(liked('p1', 'u2', 3));
    await project(commentDeleted('p1', 'k1', 'u2', { at: at(3) }));
    expect(await row(1)).toMatchObject({ likes: 0, comments: 1 });
    expect(await row(3)).toMatchObject({ likes: 1, comments: -1 });
  });

  it("keeps a deleted account's activity as anonymous numbers, but forgets its days, its posts and their hashtags", async () => {
    await project(accountDeleted('u2', { at: at(3) }));
    expect(await row(1)).toMatchObject({ signUps: 2, activeUsers: 2, likes: 1, comments: 1 });
    expect(await row(2)).toMatchObject({ posts: 2, activeUsers: 2 });
    expect((await insights()).topHashtags).toEqual([
      { tag: 'sea', posts: 1 },
      { tag: 'sun', posts: 1 },
    ]);
    expect(await store.collection(collections.insightsPosts).countDocuments({ userId: 'u2' })).toBe(0);
    expect(await store.collection(collections.insightsActive).findOne({ _id: 'u2' })).toBeNull();
  });

  it('takes every post of a deleted account off its hashtags, several on one day and hashtag included', async () => {
    await project(published('p4', 'u2', ['sea'], 2));
    expect((await insights()).topHashtags).toContainEqual({ tag: 'sea', posts: 3 });
    await project(accountDeleted('u2', { at: at(3) }));
    expect((await insights()).topHashtags).toEqual([
      { tag: 'sea', posts: 1 },
      { tag: 'sun', posts: 1 },
    ]);
  });

  it('changes nothing when events are delivered again, all of them or the tail after a lagging checkpoint', async () => {
    await project(unliked('p1', 'u2', 3));
    await project(postDeleted('p3', 'u2', { at: at(3) }));
    await project(accountDeleted('u1', { at: at(4) }));
    const before = await insights();
    await redeliver(5);
    expect(await insights()).toEqual(before);
    await redeliver();
    expect(await insights()).toEqual(before);
  });

  it('announces the days whose figures changed, and nothing for a replayed event', async () => {
    const entry = storedEvent(liked('p1', 'u1', 3), { position: 100 });
    expect(await insightsProjector.apply(liked('p1', 'u1', 3), entry, store)).toEqual([{ kind: 'insights', id: '2026-03-03' }]);
    expect(await insightsProjector.apply(liked('p1', 'u1', 3), entry, store)).toEqual([]);
  });

  it('refuses a window of no days or of more than a year', async () => {
    await expect(insights(0)).rejects.toThrow('days must be between 1 and 365');
    await expect(insights(366)).rejects.toThrow('days must be between 1 and 365');
  });
});

describe('insights event types', () => {
  it('lists every event that has an actor or moves a figure', () => {
    const probe = (type: string) =>
      ({ type, data: { userId: 'u', by: 'u', followerId: 'u', viewerId: 'u', startedBy: 'u', senderId: 'u' } }) as unknown as DomainEvent;
    const needed = Object.keys(eventSchemas).filter(
      (type) => type === 'AccountDeleted' || actorOf(probe(type)) !== null || Object.keys(dayCounts(probe(type))).length > 0,
    );
    expect([...insightEventTypes].sort()).toEqual(needed.sort());
  });
});
