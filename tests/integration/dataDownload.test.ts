import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

type Person = { client: HttpClient; id: string; username: string; token: string };
type Download = { status: number; headers: Headers; files: Record<string, Uint8Array>; body: string };

const ANA = { username: 'ana_dl', email: 'ana.owner@example.com', birthDate: '1991-04-05T00:00:00.000Z' };
// Bob's private details, spelled so that nothing else could hold them by chance.
const BOB = { username: 'bob_dl', email: 'bob.zq-private@elsewhere.example', birthDate: '1977-03-14T00:00:00.000Z' };

describe('download your data (GET /api/me/data)', () => {
  const server = useTestServer();
  let ana: Person;
  let bob: Person;
  let carol: Person;
  let anaPost: { id: string; mediaUrl: string };
  let bobPost: string;
  let anaStory: { id: string; mediaUrl: string };
  let deletedStoryId: string;
  let bobStory: { id: string; mediaUrl: string };
  let conversationId: string;

  async function signUp({ username, email, birthDate }: { username: string; email: string; birthDate: string }, picture?: Buffer): Promise<Person> {
    const client = new HttpClient(server.url);
    const res = await client.multipart('/api/auth/signup', {
      username,
      email,
      password: `${username}-password`,
      birthDate,
      ...(picture ? { profilePicture: { bytes: picture, name: 'me.jpg', type: 'image/jpeg' } } : {}),
    });
    expect(res.status).toBe(201);
    const login = await client.json('/api/auth/login', 'POST', { username, password: `${username}-password` });
    return { client, id: res.body.id, username, token: login.body.token };
  }

  async function publish(person: Person, caption: string, location: string) {
    const res = await person.client.multipart('/api/posts', {
      media: { bytes: await phonePhoto(800, 600), name: 'p.jpg', type: 'image/jpeg' },
      caption,
      location,
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; mediaUrl: string };
  }

  async function download(path: string, token: string | null): Promise<Download> {
    const response = await fetch(server.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const zip = response.headers.get('content-type') === 'application/zip';
    return { status: response.status, headers: response.headers, files: zip ? unzipSync(bytes) : {}, body: zip ? '' : strFromU8(bytes) };
  }

  const json = (d: Download, name: string) => JSON.parse(strFromU8(d.files[name]));
  const ndjson = (d: Download) =>
    strFromU8(d.files['events.ndjson'])
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  const allText = (d: Download) =>
    Object.values(d.files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');

  async function passwordHashOf(userId: string): Promise<string> {
    const [registered] = await server.glimpse.engines.events.readStream(`user-${userId}`);
    return (registered.data as { passwordHash: string }).passwordHash;
  }

  beforeAll(async () => {
    ana = await signUp(ANA, await phonePhoto(400, 400));
    bob = await signUp(BOB);
    carol = await signUp({ username: 'carol_dl', email: 'carol@example.com', birthDate: '1985-01-01T00:00:00.000Z' });

    expect((await ana.client.multipart('/api/auth/update-profile', { fullName: 'Ana Lopes', bio: 'Light chaser 7781' })).status).toBe(200);
    anaPost = await publish(ana, 'Sunrise over the Tagus #lisbon', 'Lisbon');
    bobPost = (await publish(bob, 'Bob caption 4410', 'Porto')).id;
    const story = await ana.client.multipart('/api/stories', { image: { bytes: await phonePhoto(600, 900), name: 's.jpg', type: 'image/jpeg' } });
    expect(story.status).toBe(201);
    anaStory = story.body;

    expect((await ana.client.json(`/api/posts/${bobPost}/comments`, 'POST', { content: 'Ana comment on Bob 5120' })).status).toBe(201);
    expect((await bob.client.json(`/api/posts/${anaPost.id}/comments`, 'POST', { content: 'Bob comment on Ana 6631' })).status).toBe(201);
    expect((await ana.client.json(`/api/posts/${bobPost}/like`, 'POST')).body).toEqual({ liked: true });
    expect((await ana.client.json(`/api/posts/${anaPost.id}/like`, 'POST')).body).toEqual({ liked: true });
    expect((await ana.client.json(`/api/posts/${anaPost.id}/like`, 'POST')).body).toEqual({ liked: false });
    const saved = await ana.client.graphql('mutation($id: ID!) { toggleSave(postId: $id) { saved } }', { id: bobPost });
    expect(saved.data?.toggleSave.saved).toBe(true);

    expect((await ana.client.json(`/api/users/${bob.id}/follow`, 'POST')).body).toEqual({ following: true, requested: false });
    expect((await bob.client.json(`/api/users/${ana.id}/follow`, 'POST')).body).toEqual({ following: true, requested: false });
    expect((await carol.client.json(`/api/users/${ana.id}/follow`, 'POST')).body).toEqual({ following: true, requested: false });
    expect((await carol.client.json(`/api/users/${ana.id}/follow`, 'POST')).body).toEqual({ following: false, requested: false });

    conversationId = (await ana.client.json('/api/conversations', 'POST', { userId: bob.id })).body.id;
    expect((await ana.client.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'Hi Bob, from Ana' })).status).toBe(201);
    expect((await bob.client.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'Hello Ana, from Bob' })).status).toBe(201);
    expect((await ana.client.multipart('/api/reports', { text: 'Ana reports spam 3318', reportedUserId: bob.id })).status).toBe(201);
    // Who reported Ana, and what they wrote, is not hers to see.
    expect((await bob.client.multipart('/api/reports', { text: 'Bob reports Ana 2207', reportedUserId: ana.id })).status).toBe(201);
    // Someone else's conversation with Bob is none of Ana's business.
    const other = (await carol.client.json('/api/conversations', 'POST', { userId: bob.id })).body.id;
    expect((await carol.client.json(`/api/conversations/${other}/messages`, 'POST', { content: 'Carol to Bob 9902' })).status).toBe(201);

    // A story Ana deleted, and replies to stories both ways in her conversation with Bob.
    const storyPhoto = async () => ({ image: { bytes: await phonePhoto(600, 900), name: 's.jpg', type: 'image/jpeg' } });
    deletedStoryId = (await ana.client.multipart('/api/stories', await storyPhoto())).body.id;
    expect((await ana.client.request(`/api/stories/${deletedStoryId}`, { method: 'DELETE' })).status).toBe(200);
    bobStory = (await bob.client.multipart('/api/stories', await storyPhoto())).body;
    expect((await bob.client.json(`/api/stories/${anaStory.id}/replies`, 'POST', { content: 'Bob replies to Ana story 4471' })).status).toBe(201);
    expect((await ana.client.json(`/api/stories/${bobStory.id}/replies`, 'POST', { content: 'Ana replies to Bob story 5582' })).status).toBe(201);
  });

  it('answers a ZIP named after the person and the day, holding everything they did', async () => {
    const d = await download('/api/me/data', ana.token);
    expect(d.status).toBe(200);
    expect(d.headers.get('content-type')).toBe('application/zip');
    expect(d.headers.get('content-disposition')).toBe(`attachment; filename="glimpse-data-ana_dl-${new Date().toISOString().slice(0, 10)}.zip"`);
    expect(d.headers.get('cache-control')).toBe('no-store');

    const mediaId = anaPost.mediaUrl.replace('/media/', '');
    const storyMediaId = anaStory.mediaUrl.replace('/media/', '');
    const avatarUrl = (await ana.client.request(`/api/users/${ana.id}`)).body.avatar as string;
    const avatarId = avatarUrl.replace('/media/', '');
    expect(Object.keys(d.files).sort()).toEqual(
      [
        'README.txt',
        'comments.json',
        `conversations/${conversationId}.json`,
        'events.ndjson',
        'follows.json',
        'likes.json',
        `media/${mediaId}`,
        `media/${storyMediaId}`,
        `media/${avatarId}`,
        'posts.json',
        'profile.json',
        'reports.json',
        'saved.json',
        'stories.json',
      ].sort(),
    );
    expect(strFromU8(d.files['README.txt'])).toContain('events.ndjson');

    expect(json(d, 'profile.json')).toMatchObject({
      id: ana.id,
      username: ANA.username,
      email: ANA.email,
      birthDate: ANA.birthDate,
      fullName: 'Ana Lopes',
      bio: 'Light chaser 7781',
      isAdmin: false,
      avatar: `media/${avatarId}`,
      moderation: [],
    });
    expect(json(d, 'reports.json')).toEqual([
      expect.objectContaining({ text: 'Ana reports spam 3318', status: 'pending', reportedUser: { id: bob.id, username: BOB.username }, image: null }),
    ]);
    // The deleted story is marked as a deleted post is, its file gone with it; Bob's story is his.
    expect(json(d, 'stories.json')).toEqual([
      expect.objectContaining({ id: anaStory.id, mediaType: 'image', deletedAt: null, media: `media/${storyMediaId}` }),
      expect.objectContaining({ id: deletedStoryId, deletedAt: expect.any(String), media: null }),
    ]);
    expect(Object.keys(d.files)).not.toContain(bobStory.mediaUrl.replace('/media/', 'media/'));

    const posts = json(d, 'posts.json');
    expect(posts).toEqual([
      expect.objectContaining({
        id: anaPost.id,
        caption: 'Sunrise over the Tagus #lisbon',
        location: 'Lisbon',
        hashtags: ['lisbon'],
        media: `media/${mediaId}`,
        deletedAt: null,
      }),
    ]);
    const served = new Uint8Array(await (await fetch(server.url + anaPost.mediaUrl)).arrayBuffer());
    expect(served.length).toBeGreaterThan(1000);
    expect(Buffer.from(d.files[`media/${mediaId}`]).equals(Buffer.from(served))).toBe(true);
    for (const url of [avatarUrl, anaStory.mediaUrl]) {
      const bytes = Buffer.from(await (await fetch(server.url + url)).arrayBuffer());
      expect(Buffer.from(d.files[url.replace('/media/', 'media/')]).equals(bytes)).toBe(true);
    }

    expect(json(d, 'comments.json')).toEqual([
      expect.objectContaining({ postId: bobPost, content: 'Ana comment on Bob 5120', deletedAt: null, postDeleted: false }),
    ]);
    expect(json(d, 'likes.json')).toEqual([expect.objectContaining({ postId: bobPost, postDeleted: false })]);
    expect(json(d, 'saved.json')).toEqual([expect.objectContaining({ postId: bobPost })]);
    expect(json(d, 'follows.json')).toEqual({
      following: [{ id: bob.id, username: BOB.username, since: expect.any(String) }],
      followers: [{ id: bob.id, username: BOB.username, since: expect.any(String) }],
    });

    const conversation = json(d, `conversations/${conversationId}.json`);
    expect(conversation).toMatchObject({ id: conversationId, startedBy: 'you', with: [{ id: bob.id, username: BOB.username }] });
    expect(conversation.messages.map((m: { from: unknown; content: string; repliesToStory?: unknown }) => [m.from, m.content, m.repliesToStory])).toEqual([
      ['you', 'Hi Bob, from Ana', undefined],
      [{ id: bob.id, username: BOB.username }, 'Hello Ana, from Bob', undefined],
      [{ id: bob.id, username: BOB.username }, 'Bob replies to Ana story 4471', { id: anaStory.id, yours: true }],
      ['you', 'Ana replies to Bob story 5582', { id: bobStory.id, yours: false }],
    ]);

    const events = ndjson(d);
    const types = new Set(events.map((e) => e.type));
    for (const type of [
      'UserRegistered',
      'SessionStarted',
      'ProfileUpdated',
      'PostPublished',
      'CommentAdded',
      'PostLiked',
      'PostUnliked',
      'PostSaved',
      'UserFollowed',
      'ConversationStarted',
      'MessageSent',
    ]) {
      expect(types).toContain(type);
    }
    // Only Ana's own events, in the order they happened, her own words in clear.
    expect(events.every((e) => e.metadata.userId === ana.id || e.data.userId === ana.id || e.data.followerId === ana.id || e.data.senderId === ana.id)).toBe(
      true,
    );
    expect(events.map((e) => e.position)).toEqual([...events.map((e) => e.position)].sort((a, b) => a - b));
    expect(events.find((e) => e.type === 'UserRegistered').data).toMatchObject({ username: ANA.username, email: ANA.email });
    expect(events.find((e) => e.type === 'MessageSent').data).toMatchObject({ senderId: ana.id, content: 'Hi Bob, from Ana' });
  });

  it("holds nobody else's private data, and no password hash, not even the owner's", async () => {
    const text = allText(await download('/api/me/data', ana.token));
    const forbidden = [
      'Bob reports Ana 2207',
      BOB.email,
      BOB.birthDate,
      BOB.birthDate.slice(0, 10),
      await passwordHashOf(bob.id),
      await passwordHashOf(ana.id),
      'Carol to Bob 9902',
      'carol@example.com',
    ];
    expect(forbidden.filter((secret) => text.includes(secret))).toEqual([]);
    expect(text).not.toContain('passwordHash');
    // Another person's words on Ana's post are theirs, not part of her download.
    expect(text).not.toContain('Bob comment on Ana 6631');
  });

  it('refuses a signed-out request with 401 and changes nothing', async () => {
    const before = await server.glimpse.engines.events.headPosition();
    const d = await download('/api/me/data', null);
    expect(d.status).toBe(401);
    expect(JSON.parse(d.body)).toEqual({ message: 'Authentication required' });
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
  });

  it("always answers the session's own data: ids in the query string or path are ignored", async () => {
    const d = await download(`/api/me/data?userId=${bob.id}&id=${bob.id}&user=${BOB.username}`, ana.token);
    expect(d.status).toBe(200);
    expect(json(d, 'profile.json')).toMatchObject({ id: ana.id, username: ANA.username });
    expect(d.headers.get('content-disposition')).toContain('glimpse-data-ana_dl-');
    expect((await download(`/api/me/data/${bob.id}`, ana.token)).status).toBe(404);
    expect((await download(`/api/users/${bob.id}/data`, ana.token)).status).toBe(404);
  });

  it('once the other person deletes their account, their messages and follows are gone from the download', async () => {
    expect((await bob.client.request('/api/auth/delete-account', { method: 'DELETE' })).status).toBe(200);
    // Bob's session ended with his account.
    expect((await download('/api/me/data', bob.token)).status).toBe(401);

    const d = await download('/api/me/data', ana.token);
    expect(json(d, 'follows.json')).toEqual({ following: [], followers: [] });
    const conversation = json(d, `conversations/${conversationId}.json`);
    expect(conversation.with).toEqual([{ id: bob.id, username: null }]);
    expect(conversation.messages.map((m: { content: string }) => m.content)).toEqual(['Hi Bob, from Ana', 'Ana replies to Bob story 5582']);
    // Ana's own records stay, saying that the post they were about went with Bob.
    expect(json(d, 'comments.json')).toEqual([expect.objectContaining({ content: 'Ana comment on Bob 5120', postDeleted: true })]);
    expect(json(d, 'likes.json')).toEqual([expect.objectContaining({ postId: bobPost, postDeleted: true })]);
  });
});
