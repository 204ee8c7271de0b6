import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { EncryptingEventStore } from '../../infra/eventstore/encryptingEventStore';
import { openSqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { sqliteSearchIndex } from '../../infra/search/sqliteSearchIndex';
import { withSearch } from '../../projections/projectors';
import { conversationQueries } from '../../projections/queries/conversationQueries';
import { hashtagQueries } from '../../projections/queries/hashtagQueries';
import { notificationQueries } from '../../projections/queries/notificationQueries';
import { postQueries } from '../../projections/queries/postQueries';
import { postVersionQueries } from '../../projections/queries/postVersionQueries';
import { storyQueries } from '../../projections/queries/storyQueries';
import { collections, type StoryDoc, type UserDoc } from '../../projections/readModels';
import type { ReadStore } from '../../projections/readStore';
import type { SearchIndex } from '../../projections/searchIndex';
import { ProjectionRunner } from '../../projections/runner';
import { fixtureKeyStore, loadFixture, readFixture } from '../support/fixtureLog';
import { tempDataDir } from '../support/tempDataDir';

/**
 * The frozen log tests/fixtures/event-log-2026-11-24-posts-and-stories, written through real calls
 * by Glimpse when posts became albums and stories videos (issue 22): after the scenarios of
 * 2026-11-22 and 2026-11-24, an album of two photos and a video with alt texts (PostPublished
 * version 4) edited with a new mention (PostEdited), an album made over GraphQL of photos uploaded
 * first (MediaUploaded version 2), a video story (StoryPublished version 2) seen and replied to, a
 * photo story replied to then deleted (StoryDeleted), the replies being MessageSent version 2.
 * Replayed into fresh read models by today's code, it must build the same posts, versions,
 * hashtags, notifications, stories and conversations: a projector or upcaster that changes them fails.
 */
const FIXTURE = 'event-log-2026-11-24-posts-and-stories';
const ALBUM_CAPTION = 'Three from Porto with @cleo #porto #bridges';

describe('replaying the frozen event log of 2026-11-24 (albums, edits, video stories, replies to stories)', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let events: StoredEvent[];
  let store: ReadStore;
  let search: SearchIndex;
  /** Just after the log's last event: its stories are still live. */
  let now: Date;
  const ids = new Map<string, string>();
  const id = (username: string) => ids.get(username)!;
  const versionsOf = (type: string) => events.filter((e) => e.type === type).map((e) => e.metadata.schemaVersion);

  beforeAll(async () => {
    data = await tempDataDir();
    const fixture = await readFixture(FIXTURE);
    events = fixture.events;
    const log = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
    await loadFixture(log, events);
    const opened = new EncryptingEventStore(log, fixtureKeyStore(fixture.keys));
    store = await openMemoryReadStore({});
    search = sqliteSearchIndex(store);
    const runner = new ProjectionRunner(opened, store, withSearch(search));
    await runner.start();
    await runner.waitForPosition(await opened.headPosition());
    await runner.stop();
    await opened.close();
    for (const user of await store.collection<UserDoc>(collections.users).find({})) ids.set(user.username, user._id);
    now = new Date(Date.parse(events.at(-1)!.metadata.at as string) + 60_000);
  });
  afterAll(async () => {
    await store?.close();
    await data?.remove();
  });

  const posts = () => postQueries(store);
  const albumOf = async (username: string, caption: string) => {
    const feed = (await posts().feed(id(username), 50, null)).items.map((i) => i.node);
    return feed.find((p) => p.caption === caption)!;
  };

  it('holds every shape issue 22 introduced or changed', () => {
    expect(versionsOf('PostPublished')).toContain(4);
    expect(versionsOf('PostEdited')).toEqual([1]);
    expect(versionsOf('MediaUploaded')).toEqual([2, 2, 2]);
    expect(versionsOf('StoryPublished')).toEqual([2, 2, 2, 2]);
    expect(versionsOf('StoryDeleted')).toEqual([1]);
    expect(events.filter((e) => e.type === 'MessageSent' && (e.data as { story: unknown }).story)).toHaveLength(2);
  });

  it('builds the album with its items in order, each with its size and alt text as last edited', async () => {
    const album = await albumOf('ben', ALBUM_CAPTION);
    expect(album).toMatchObject({ location: 'Porto, Portugal', mediaType: 'image' });
    expect(album.editedAt).not.toBeNull();
    expect(album.media.map(({ type, alt, width, height }) => ({ type, alt, width, height }))).toEqual([
      { type: 'image', alt: 'The Dom Luis bridge at dawn', width: 240, height: 180 },
      { type: 'image', alt: 'A tram on the hill', width: 240, height: 180 },
      { type: 'video', alt: 'Boats on the river', width: 160, height: 120 },
    ]);
    expect(album.mediaUrl).toBe(album.media[0].url);
    expect(album.media[2].posterUrl).toBe(album.media[2].url.replace(/\.mp4$/, '.jpg'));
    // Made over GraphQL of photos uploaded first: their sizes came from MediaUploaded version 2.
    const lunch = await albumOf('ben', 'Lunch, two ways #food');
    expect(lunch.media.map(({ alt, width, height }) => ({ alt, width, height }))).toEqual([
      { alt: 'Soup in a blue bowl', width: 240, height: 180 },
      { alt: '', width: 240, height: 180 },
    ]);
  });

  it('builds the edited album’s versions, its hashtags and search as edited, and tells only the newly mentioned', async () => {
    const album = await albumOf('ben', ALBUM_CAPTION);
    expect((await postVersionQueries(store).of(album.id)).map(({ caption, location }) => [caption, location])).toEqual([
      ['Three from Porto #porto', 'Porto, Portugal'],
      [ALBUM_CAPTION, 'Porto, Portugal'],
    ]);
    const hashtags = hashtagQueries(store, posts());
    const tagged = async (name: string) => (await hashtags.page(name, null, 10, null)).posts.items.map((i) => i.node.id);
    expect(await tagged('porto')).toEqual([album.id]);
    expect(await tagged('bridges')).toEqual([album.id]);
    expect((await search.search('bridges', 10, null)).postIds).toEqual([album.id]);
    const mentions = (await notificationQueries(store, posts()).page(id('cleo'), 50, null)).items.filter((i) => i.node.type === 'mention');
    expect(mentions.map((i) => [i.node.post?.id, i.node.actors.map((a) => a.username)])).toEqual([[album.id, ['ben']]]);
  });

  it('builds the video story with its poster frame and who saw it; the deleted story is gone', async () => {
    const stories = storyQueries(store);
    const live = await store.collection<StoryDoc>(collections.stories).find({ userId: id('cleo') });
    expect(live).toHaveLength(1);
    const story = await stories.byId(live[0]._id, id('ben'), now);
    expect(story).toMatchObject({ mediaType: 'video', user: { username: 'cleo' }, seen: true });
    expect(story!.posterUrl).toBe(story!.mediaUrl.replace(/\.mp4$/, '.jpg'));
    expect((await stories.viewers(story!.id, id('cleo'), now)).map((u) => u.username)).toEqual(['ben']);
    expect(await store.collection<StoryDoc>(collections.stories).find({ userId: id('dan') })).toEqual([]);
  });

  it('builds the replies to stories in their conversations, the deleted story no longer openable', async () => {
    const conversations = conversationQueries(store);
    const replies = async (username: string, other: string) => {
      const conversation = (await conversations.list(id(username))).find((c) => c.otherUser.username === other)!;
      return (await conversations.messages(conversation.id, 10, null)).messages.filter((m) => m.story);
    };
    const [toCleo] = await replies('cleo', 'ben');
    expect(toCleo).toMatchObject({ content: 'Where was this?', senderId: id('ben'), story: { mediaType: 'video' } });
    expect(toCleo.story!.posterUrl).toBe(toCleo.story!.mediaUrl.replace(/\.mp4$/, '.jpg'));
    const danEvents = events.filter((e) => e.type === 'StoryDeleted').map((e) => (e.data as { storyId: string }).storyId);
    // Dan never accepted Cleo's request: it waits in his requests, still naming the story he deleted.
    const request = (await conversations.messages((await conversations.requests(id('dan'), null))[0].id, 10, null)).messages;
    expect(request).toEqual([
      expect.objectContaining({ content: 'Love this', senderId: id('cleo'), story: expect.objectContaining({ storyId: danEvents[0], mediaType: 'image' }) }),
    ]);
    const openable = await storyQueries(store).openable([toCleo.story!.storyId, danEvents[0]], id('cleo'), now);
    expect([...openable]).toEqual([toCleo.story!.storyId]);
  });
});
