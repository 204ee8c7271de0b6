import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent, StoredEvent } from '../../domain/ports/eventStore';
import { EncryptingEventStore } from '../../infra/eventstore/encryptingEventStore';
import { openSqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { sqliteSearchIndex } from '../../infra/search/sqliteSearchIndex';
import { moderationCollections } from '../../projections/moderationModels';
import { withSearch } from '../../projections/projectors';
import { adminChatQueries } from '../../projections/queries/adminChatQueries';
import { commentQueries } from '../../projections/queries/commentQueries';
import { conversationQueries } from '../../projections/queries/conversationQueries';
import { followQueries } from '../../projections/queries/followQueries';
import { hashtagQueries } from '../../projections/queries/hashtagQueries';
import { moderationQueries } from '../../projections/queries/moderationQueries';
import { postQueries } from '../../projections/queries/postQueries';
import { userQueries } from '../../projections/queries/userQueries';
import { collections, type StoryDoc, type StoryViewDoc, type UserDoc } from '../../projections/readModels';
import type { ReadStore } from '../../projections/readStore';
import type { SearchIndex } from '../../projections/searchIndex';
import { ProjectionRunner } from '../../projections/runner';
import { fixtureKeyStore, loadFixture, readFixture } from '../support/fixtureLog';
import { tempDataDir } from '../support/tempDataDir';
import { verifyPassword } from '../../bff/auth/password';
import { schemaVersionOf } from '../../domain/upcasters';

/**
 * The frozen log tests/fixtures/event-log-2026-11-22 was written through real calls to a real
 * server (tests/fixtures/writeEventLog.ts) by Glimpse as it stood at b80fbd3, before events
 * recorded their schema version: every event in it reads as version 1, as every event of a
 * production log written until then does. Replayed by today's code into fresh read models, it
 * must build what its people did: a change that can no longer read old events fails here.
 */
const FIXTURE = 'event-log-2026-11-22';

/** Loads the fixture (then `later`, events a newer Glimpse might have added) into a fresh log and replays it all into fresh read models. */
async function replayFixture(dir: string, later: (events: StoredEvent[]) => { stream: string; event: NewEvent }[] = () => []) {
  const fixture = await readFixture(FIXTURE);
  const log = openSqliteEventStore(path.join(dir, 'events.sqlite'));
  await loadFixture(log, fixture.events);
  for (const { stream, event } of later(fixture.events)) await log.append(stream, [event], 'any');
  const opened = new EncryptingEventStore(log, fixtureKeyStore(fixture.keys));
  const store = await openMemoryReadStore({});
  const search = sqliteSearchIndex(store);
  const runner = new ProjectionRunner(opened, store, withSearch(search));
  await runner.start();
  const head = await opened.headPosition();
  await runner.waitForPosition(head);
  await runner.stop();
  await opened.close();
  return { events: fixture.events, store, search, head, position: runner.position };
}

describe('replaying the frozen event log of 2026-11-22', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let events: StoredEvent[];
  let store: ReadStore;
  let search: SearchIndex;
  const ids = new Map<string, string>();
  const id = (username: string) => ids.get(username)!;

  beforeAll(async () => {
    data = await tempDataDir();
    ({ events, store, search } = await replayFixture(data.dir));
    // People are found by name: ids in the log are random. Eve deleted her account: her name is gone with her key.
    for (const user of await store.collection<UserDoc>(collections.users).find({})) ids.set(user.username, user._id);
    const deleted = events.find((e) => e.type === 'AccountDeleted')!.data as { userId: string };
    ids.set('eve', deleted.userId);
  });
  afterAll(async () => {
    await store?.close();
    await data?.remove();
  });

  const posts = () => postQueries(store);
  const captions = (page: { items: { node: { caption: string } }[] }) => page.items.map((i) => i.node.caption);

  it('is a log from before versions were recorded, with a video post among its version-1 events', () => {
    expect(events).toHaveLength(79);
    expect(events.filter((e) => 'schemaVersion' in e.metadata)).toEqual([]);
    expect(events.filter((e) => e.type === 'PostPublished').map((e) => (e.data as { mediaType: string }).mediaType)).toContain('video');
  });

  it('builds the people, their profiles, counts and credentials, without the one who left', async () => {
    const users = userQueries(store);
    expect([...ids.keys()].sort()).toEqual(['ana', 'ben', 'cleo', 'dan', 'eve', 'fay', 'gus']);
    expect(await users.byId(id('ana'))).toMatchObject({ isAdmin: true });
    expect(await users.byId(id('ben'))).toMatchObject({
      fullName: 'Ben Ito',
      bio: 'Film and coffee',
      isAdmin: false,
      postsCount: 2,
      followersCount: 2,
      followingCount: 1,
    });
    // Dan followed and unfollowed Cleo; Eve followed both and then deleted her account.
    expect(await users.byId(id('cleo'))).toMatchObject({ postsCount: 1, followersCount: 1, followingCount: 1 });
    expect(await users.byId(id('dan'))).toMatchObject({ postsCount: 0, followersCount: 0, followingCount: 1 });
    expect(await users.byId(id('eve'))).toBeNull();
    expect(await followQueries(store).isFollowing(id('cleo'), id('ben'))).toBe(true);
    expect(await followQueries(store).isFollowing(id('dan'), id('cleo'))).toBe(false);
    // Cleo changed her password: the one she signed up with no longer works.
    const cleo = await users.credentialsById(id('cleo'));
    expect(await verifyPassword('secret2', cleo!.passwordHash)).toBe(true);
    expect(await verifyPassword('secret1', cleo!.passwordHash)).toBe(false);
    expect(await users.credentialsByUsername('eve')).toBeNull();
  });

  it('builds the feed with its likes, saves and comments, and the video keeps its poster frame', async () => {
    const feed = (await posts().feed(id('cleo'), 20, null)).items.map((i) => i.node);
    expect(feed.map((p) => p.caption)).toEqual([
      'Best lunch of the week #food',
      'First clip from the trip #travel',
      'Morning light over the river #Sunrise #travel',
    ]);
    const [lunch, clip, morning] = feed;
    // Dan liked and unliked the lunch and deleted his comment on it; Eve's like and comment went with her.
    expect(lunch).toMatchObject({ likesCount: 1, commentsCount: 0, isLiked: false });
    expect(morning).toMatchObject({
      location: 'Porto, Portugal',
      mediaType: 'image',
      posterUrl: null,
      likesCount: 2,
      commentsCount: 1,
      isLiked: true,
      isSaved: true,
    });
    expect(clip).toMatchObject({ mediaType: 'video', likesCount: 1, isLiked: true });
    expect(clip.mediaUrl).toMatch(/^\/media\/[0-9a-f-]{36}\.mp4$/);
    expect(clip.posterUrl).toBe(clip.mediaUrl.replace(/\.mp4$/, '.jpg'));
    const comments = commentQueries(store);
    expect((await comments.ofPost(morning.id, null, 10, null)).items.map((i) => [i.node.content, i.node.user.username])).toEqual([
      ['Gorgeous colours!', 'cleo'],
    ]);
    expect(captions(await posts().saved(id('cleo'), 10, null))).toEqual(['Morning light over the river #Sunrise #travel']);
    // Dan deleted his post; Eve's went with her account.
    expect(captions(await posts().feed(id('dan'), 20, null))).toEqual(['First clip from the trip #travel', 'Morning light over the river #Sunrise #travel']);
  });

  it('builds the hashtags of live posts only, lower-cased, and the search index', async () => {
    const hashtags = hashtagQueries(store, posts());
    const tag = async (name: string) => {
      const page = await hashtags.page(name, null, 10, null);
      return [page.postsCount, captions(page.posts)];
    };
    expect(await tag('travel')).toEqual([2, ['First clip from the trip #travel', 'Morning light over the river #Sunrise #travel']]);
    expect(await tag('Sunrise')).toEqual([1, ['Morning light over the river #Sunrise #travel']]);
    expect(await tag('food')).toEqual([1, ['Best lunch of the week #food']]);
    expect(await tag('sunset')).toEqual([0, []]);
    expect(await tag('oops')).toEqual([0, []]);
    expect((await search.search('sunrise', 10, null)).postIds).toHaveLength(1);
  });

  it('builds conversations with their messages and read marks; the one with Eve is gone', async () => {
    const conversations = conversationQueries(store);
    const [ofBen] = await conversations.list(id('ben'));
    expect(await conversations.list(id('ben'))).toHaveLength(1);
    expect(ofBen).toMatchObject({ otherUser: { username: 'cleo' }, unreadCount: 0, lastMessage: { content: 'Thanks Cleo, it was cold up there' } });
    expect(await conversations.list(id('cleo'))).toEqual([expect.objectContaining({ id: ofBen.id, unreadCount: 1, otherReadUpTo: ofBen.lastMessage!.id })]);
    const { messages } = await conversations.messages(ofBen.id, 10, null);
    expect(messages.map((m) => m.content)).toEqual(['Hi Ben! Loved the sunrise shot', 'Thanks Cleo, it was cold up there']);
  });

  it('builds stories and who saw them', async () => {
    const stories = await store.collection<StoryDoc>(collections.stories).find({});
    expect(stories.map((s) => s.userId)).toEqual([id('ben')]);
    expect(await store.collection<StoryViewDoc>(collections.storyViews).find({})).toEqual([
      expect.objectContaining({ storyId: stories[0]._id, viewerId: id('cleo') }),
    ]);
  });

  it('builds the moderation state: the report, the bans, the timeout, the admin chat', async () => {
    const moderation = moderationQueries(store);
    expect(await moderation.userStatus(id('fay'))).toMatchObject({ banned: true, banReason: 'Selling followers' });
    const gus = await moderation.userStatus(id('gus'));
    expect(gus).toMatchObject({ banned: false, timeoutReason: 'Timed out by administrator' });
    const timedOutAt = events.find((e) => e.type === 'UserTimedOut')!.metadata.at;
    expect(Date.parse(gus!.timedOutUntil!) - Date.parse(timedOutAt)).toBe(3600_000);
    expect(await moderation.userStatus(id('eve'))).toMatchObject({ deleted: true });
    expect(await moderation.bannedIps()).toEqual([expect.objectContaining({ ip: '203.0.113.6', reason: 'Used by banned user fay', by: id('ana') })]);
    expect(await store.collection(moderationCollections.reports).find({})).toEqual([
      expect.objectContaining({ userId: id('cleo'), reportedUserId: id('fay'), text: 'This account sells fake followers', status: 'reviewed' }),
    ]);
    expect(await posts().bannedPosts(id('ana'))).toEqual([
      expect.objectContaining({ reason: 'Spam', bannedBy: id('ana'), post: expect.objectContaining({ caption: 'Cheap followers, DM me #sale' }) }),
    ]);
    expect((await adminChatQueries(store).last(5)).map((m) => [m.content, m.userId])).toEqual([['Looking into the follower spam', id('ana')]]);
  });
});

describe('replaying the frozen log with events from a newer Glimpse in it', () => {
  it('skips the types and versions it does not know and builds the rest as before', async () => {
    const data = await tempDataDir();
    const { store, head, position } = await replayFixture(data.dir, (events) => {
      const morning = events.find((e) => e.type === 'PostPublished')!;
      const { postId, userId } = morning.data as { postId: string; userId: string };
      const metadata = (schemaVersion: number) => ({ ...morning.metadata, commandId: `future-${schemaVersion}`, schemaVersion });
      return [
        // A post in a shape this code has never seen, a like of a version it does not know, an event type it does not know.
        {
          stream: 'post-future',
          event: {
            id: '00000000-0000-4000-8000-00000000f001',
            type: 'PostPublished',
            data: { postId: 'future', userId, media: [{ url: '/media/x.jpg' }] },
            metadata: metadata(schemaVersionOf('PostPublished') + 1),
          },
        },
        {
          stream: `like-${postId}-future`,
          event: { id: '00000000-0000-4000-8000-00000000f002', type: 'PostLiked', data: { postId, userId: 'someone', reaction: 'wow' }, metadata: metadata(2) },
        },
        {
          stream: `post-${postId}`,
          event: { id: '00000000-0000-4000-8000-00000000f003', type: 'PostBoosted', data: { postId, until: '2030-01-01' }, metadata: metadata(1) },
        },
      ];
    });
    try {
      expect(position).toBe(head);
      const [ben] = await store.collection<UserDoc>(collections.users).find({ username: 'ben' });
      expect(ben).toMatchObject({ postsCount: 2 });
      const feed = (await postQueries(store).feed(ben._id, 20, null)).items.map((i) => [i.node.caption, i.node.likesCount]);
      expect(feed).toEqual([
        ['Best lunch of the week #food', 1],
        ['First clip from the trip #travel', 1],
        ['Morning light over the river #Sunrise #travel', 2],
      ]);
    } finally {
      await store.close();
      await data.remove();
    }
  });
});
