import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import { storyQueries } from '../queries/storyQueries';
import { collections } from '../readModels';
import type { ReadStore } from '../readStore';
import { accountDeleted, type Projection, projection, userFollowed, userRegistered } from './projectionKit';

let store: ReadStore;
let project: Projection['project'];

const hours = (h: number) => new Date(Date.parse('2026-03-01T00:00:00.000Z') + h * 3600_000).toISOString();
const story = (storyId: string, userId: string, at: number): DomainEvent => ({
  type: 'StoryPublished',
  data: { storyId, userId, mediaUrl: `/media/${storyId}.jpg`, mediaType: 'image', posterUrl: null, at: hours(at), expiresAt: hours(at + 24) },
});
const seen = (storyId: string, viewerId: string): DomainEvent => ({ type: 'StorySeen', data: { storyId, viewerId, at: hours(1) } });

describe('stories projector and queries', () => {
  beforeEach(async () => {
    ({ store, project } = await projection());
    for (const id of ['u1', 'u2', 'u3']) await project(userRegistered(id));
    await project(userFollowed('u2', 'u1', { at: hours(0) }));
  });

  it('groups live stories per person, own group first, unseen before seen, and counts a replayed event once', async () => {
    await project(story('s1', 'u1', 0));
    await project(story('s1', 'u1', 0));
    await project(story('s2', 'u2', 1));
    const queries = storyQueries(store);
    let row = await queries.row('u2', new Date(hours(2)));
    expect(row.map((g) => [g.user.id, g.stories.map((s) => s.id), g.hasUnseen])).toEqual([
      ['u2', ['s2'], true],
      ['u1', ['s1'], true],
    ]);
    await project(seen('s1', 'u2'));
    await project(seen('s1', 'u2'));
    row = await queries.row('u2', new Date(hours(2)));
    expect(row[1]).toMatchObject({ hasUnseen: false, stories: [{ id: 's1', seen: true }] });
    // Not followed: u3 sees only their own (none).
    expect(await queries.row('u3', new Date(hours(2)))).toEqual([]);
  });

  it('never shows an expired story, and sweeps expired ones out as time goes on', async () => {
    await project(story('old', 'u1', 0));
    await project(seen('old', 'u2'));
    const queries = storyQueries(store);
    expect((await queries.row('u2', new Date(hours(23.9)))).length).toBe(1);
    expect(await queries.row('u2', new Date(hours(24)))).toEqual([]);
    expect(await queries.byId('old', 'u2', new Date(hours(25)))).toBeNull();
    await project(story('new', 'u1', 30));
    expect(await store.collection(collections.stories).findOne({ _id: 'old' })).toBeNull();
    expect(await store.collection(collections.storyViews).countDocuments({})).toBe(0);
    expect((await queries.row('u2', new Date(hours(31))))[0].stories.map((s) => s.id)).toEqual(['new']);
  });

  it('takes a deleted story out of every row with who saw it, and says so to open rows and viewers', async () => {
    await project(story('s1', 'u1', 0));
    await project(story('s2', 'u1', 1));
    await project(seen('s1', 'u2'));
    const deleted: DomainEvent = { type: 'StoryDeleted', data: { storyId: 's1', userId: 'u1', at: hours(2) } };
    expect(await project(deleted)).toContainEqual({ kind: 'story', id: 's1', userId: 'u1' });
    const queries = storyQueries(store);
    expect((await queries.row('u2', new Date(hours(3)))).flatMap((g) => g.stories.map((s) => s.id))).toEqual(['s2']);
    expect(await queries.byId('s1', 'u1', new Date(hours(3)))).toBeNull();
    expect(await store.collection(collections.storyViews).countDocuments({ storyId: 's1' })).toBe(0);
    // Delivered again after a restart, it changes nothing more.
    await project(deleted);
    expect((await queries.row('u1', new Date(hours(3))))[0].stories.map((s) => s.id)).toEqual(['s2']);
  });

  it('forgets the stories and the seen marks of a deleted account', async () => {
    await project(story('s1', 'u1', 0));
    await project(seen('s1', 'u2'));
    await project(accountDeleted('u1', { at: hours(1) }));
    expect(await storyQueries(store).row('u2', new Date(hours(2)))).toEqual([]);
    expect(await store.collection(collections.storyViews).countDocuments({})).toBe(0);
  });

  it("tells which stories a reply's thumbnail may show: live ones of people the reader may see", async () => {
    for (const [id, author, at] of [
      ['live', 'u1', 0],
      ['old', 'u1', -30],
      ['gone', 'u1', 0],
      ['blocker', 'u3', 0],
    ] as const)
      await project(story(id, author, at));
    await project({ type: 'StoryDeleted', data: { storyId: 'gone', userId: 'u1', at: hours(1) } });
    await project({ type: 'UserBlocked', data: { blockerId: 'u3', blockedId: 'u2', at: hours(1) } });
    const openable = await storyQueries(store).openable(['live', 'old', 'gone', 'blocker', 'unknown', 'live'], 'u2', new Date(hours(2)));
    expect([...openable]).toEqual(['live']);
    // Its author still sees their own; an hour after it expires nobody does.
    expect([...(await storyQueries(store).openable(['blocker'], 'u3', new Date(hours(2))))]).toEqual(['blocker']);
    expect([...(await storyQueries(store).openable(['live'], 'u2', new Date(hours(25))))]).toEqual([]);
  });
});
