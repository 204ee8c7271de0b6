import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../support/accounts';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';
import { phoneVideo } from '../support/videos';

const STORIES = `query { stories { user { username } hasUnseen stories { id seen mediaUrl } } }`;

describe('stories over HTTP', () => {
  const server = useTestServer();
  let alice: { client: HttpClient; id: string };
  let bob: { client: HttpClient; id: string };
  let storyId: string;
  let deletedMediaUrl: string;
  let carolClient: HttpClient;
  let replyConversationId: string;

  beforeAll(async () => {
    alice = await signedUpClient(server.url, 'alice');
    bob = await signedUpClient(server.url, 'bob');
  });

  it('posts a photo story through the REST shim, live for 24 hours', async () => {
    const res = await alice.client.multipart('/api/stories', { image: { bytes: await phonePhoto(), name: 'story.jpg', type: 'image/jpeg' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: alice.id, user: { username: 'alice' }, seen: false });
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(24 * 3600 * 1000);
    expect(res.body.mediaUrl).toMatch(/^\/media\/.+\.jpg$/);
    storyId = res.body.id;
    deletedMediaUrl = res.body.mediaUrl;
  });

  it('refuses a video story over 60 seconds, a missing file and a signed-out caller, storing and appending nothing', async () => {
    const long = await phoneVideo('mp4', 61);
    const files = await readdir(path.join(server.dataDir, 'media'));
    const before = await server.glimpse.engines.events.headPosition();
    expect(await alice.client.multipart('/api/stories', { image: { bytes: long, name: 'clip.mp4', type: 'video/mp4' } })).toMatchObject({
      status: 400,
      body: { message: 'Stories can be at most 60 seconds long.' },
    });
    expect(await alice.client.multipart('/api/stories', { caption: 'no file' })).toMatchObject({ status: 400, body: { message: 'No file selected' } });
    expect((await new HttpClient(server.url).request('/api/stories')).status).toBe(401);
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
    expect(await readdir(path.join(server.dataDir, 'media'))).toEqual(files);
    // Over GraphQL, a long video uploaded to /media cannot become a story either.
    const media = await alice.client.multipart('/media', { file: { bytes: long, name: 'clip.mp4', type: 'video/mp4' } });
    const uploaded = await server.glimpse.engines.events.headPosition();
    const refused = await alice.client.graphql(`mutation($id: ID!) { publishStory(mediaId: $id) { id } }`, { id: media.body.id });
    expect(refused.errors?.[0].message).toBe('Stories can be at most 60 seconds long.');
    expect(await server.glimpse.engines.events.headPosition()).toBe(uploaded);
  });

  it('posts a short video story with its poster frame, over REST and GraphQL', async () => {
    const rest = await bob.client.multipart('/api/stories', { image: { bytes: await phoneVideo('webm', 2), name: 'clip.webm', type: 'video/webm' } });
    expect(rest).toMatchObject({ status: 201, body: { mediaType: 'video', posterUrl: expect.stringMatching(/^\/media\/.+\.jpg$/) } });
    expect(rest.body.mediaUrl).toMatch(/^\/media\/.+\.webm$/);
    const media = await bob.client.multipart('/media', { file: { bytes: await phoneVideo('mov'), name: 'clip.mov', type: 'video/quicktime' } });
    const story = await bob.client.graphql(`mutation($id: ID!) { publishStory(mediaId: $id) { id mediaType posterUrl } }`, { id: media.body.id });
    expect(story.data.publishStory).toEqual({ id: expect.any(String), mediaType: 'video', posterUrl: expect.stringMatching(/\.jpg$/) });
    for (const id of [rest.body.id, story.data.publishStory.id]) await bob.client.request(`/api/stories/${id}`, { method: 'DELETE' });
  });

  it('shows the stories of the people one follows, with a ring until seen, and the own group first', async () => {
    expect((await bob.client.request('/api/stories')).body).toEqual([]);
    await bob.client.request(`/api/users/${alice.id}/follow`, { method: 'POST' });
    const rest = await bob.client.request('/api/stories');
    expect(rest.body).toEqual([
      expect.objectContaining({
        id: storyId,
        user: { id: alice.id, username: 'alice', avatar: null },
        mediaUrl: expect.stringMatching(/\.jpg$/),
        mediaType: 'image',
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        seen: false,
      }),
    ]);

    const bobsOwn = await bob.client.multipart('/api/stories', { image: { bytes: await phonePhoto(400, 300), name: 's.jpg', type: 'image/jpeg' } });
    let row = (await bob.client.graphql(STORIES)).data.stories;
    expect(row.map((g: any) => [g.user.username, g.hasUnseen])).toEqual([
      ['bob', true],
      ['alice', true],
    ]);

    const seen = await bob.client.graphql(`mutation($id: ID!) { markStorySeen(id: $id) { id seen } }`, { id: storyId });
    expect(seen.data.markStorySeen).toEqual({ id: storyId, seen: true });
    // Seeing it again changes nothing.
    const before = await server.glimpse.engines.events.headPosition();
    await bob.client.graphql(`mutation($id: ID!) { markStorySeen(id: $id) { id } }`, { id: storyId });
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
    row = (await bob.client.graphql(STORIES)).data.stories;
    expect(row[1]).toMatchObject({ user: { username: 'alice' }, hasUnseen: false, stories: [{ id: storyId, seen: true }] });

    // Seen state is per viewer: alice has not seen bob's story (she does not follow him, so it is not in her row).
    expect((await alice.client.graphql(STORIES)).data.stories.map((g: any) => g.user.username)).toEqual(['alice']);
    expect((await alice.client.graphql(`mutation($id: ID!) { markStorySeen(id: $id) { seen } }`, { id: bobsOwn.body.id })).data.markStorySeen.seen).toBe(true);
    const unknown = await bob.client.graphql(`mutation { markStorySeen(id: "nope") { id } }`);
    expect(unknown.errors?.[0].message).toBe('Story not found');
  });

  it('shows the author who saw the story, most recent first, without their own views nor people blocked either way', async () => {
    const carol = await signedUpClient(server.url, 'carol');
    carolClient = carol.client;
    const dan = await signedUpClient(server.url, 'dan');
    for (const person of [carol, dan]) {
      await person.client.request(`/api/users/${alice.id}/follow`, { method: 'POST' });
      expect((await person.client.graphql('mutation($id: ID!) { markStorySeen(id: $id) { seen } }', { id: storyId })).errors).toBeUndefined();
    }
    await alice.client.graphql('mutation($id: ID!) { markStorySeen(id: $id) { seen } }', { id: storyId });
    const names = async () => ((await alice.client.request(`/api/stories/${storyId}/viewers`)).body as { username: string }[]).map((u) => u.username);
    expect(await names()).toEqual(['dan', 'carol', 'bob']);
    const count = `query { stories { stories { id viewersCount } } }`;
    expect((await alice.client.graphql(count)).data.stories[0].stories).toEqual([{ id: storyId, viewersCount: 3 }]);
    // Others see no count, and are refused the list.
    expect((await bob.client.graphql(count)).data.stories[1].stories).toEqual([{ id: storyId, viewersCount: null }]);
    expect(await bob.client.request(`/api/stories/${storyId}/viewers`)).toMatchObject({
      status: 403,
      body: { message: 'Only the author can see who viewed this story.' },
    });
    const refused = await bob.client.graphql('query($id: ID!) { storyViewers(id: $id) { id } }', { id: storyId });
    expect(refused.errors?.[0].message).toBe('Only the author can see who viewed this story.');
    expect(await alice.client.request('/api/stories/nope/viewers')).toMatchObject({ status: 404, body: { message: 'Story not found' } });

    await alice.client.request(`/api/users/${carol.id}/block`, { method: 'POST' });
    await dan.client.request(`/api/users/${alice.id}/block`, { method: 'POST' });
    expect(await names()).toEqual(['bob']);
    const listed = await alice.client.graphql('query($id: ID!) { storyViewers(id: $id) { username } }', { id: storyId });
    expect(listed.data.storyViewers).toEqual([{ username: 'bob' }]);
  });

  it('sends a reply to the author as a direct message showing the story, under the rules of messages', async () => {
    const reply = await bob.client.json(`/api/stories/${storyId}/replies`, 'POST', { content: 'Nice view!' });
    expect(reply).toMatchObject({
      status: 201,
      body: { content: 'Nice view!', sender: { id: bob.id, username: 'bob' }, story: { id: storyId, mediaType: 'image', available: true, posterUrl: null } },
    });
    expect(reply.body.story.mediaUrl).toMatch(/\.jpg$/);
    // alice does not follow bob: a message request for her, with the story in it.
    const requests = await alice.client.graphql('{ conversationRequests { id lastMessage { content } } }');
    expect(requests.data.conversationRequests).toEqual([{ id: reply.body.conversationId, lastMessage: { content: 'Nice view!' } }]);
    const messages = await alice.client.request(`/api/conversations/${reply.body.conversationId}/messages`);
    expect(messages.body).toEqual([expect.objectContaining({ content: 'Nice view!', story: reply.body.story })]);
    const again = await bob.client.graphql('mutation($id: ID!) { replyToStory(id: $id, content: "Again") { content story { id mediaType } } }', {
      id: storyId,
    });
    expect(again.data.replyToStory).toEqual({ content: 'Again', story: { id: storyId, mediaType: 'image' } });
    replyConversationId = reply.body.conversationId;

    const before = await server.glimpse.engines.events.headPosition();
    const refusals: [HttpClient, string, unknown, number, string][] = [
      [alice.client, storyId, 'Me', 400, 'You cannot reply to your own story.'],
      [bob.client, storyId, '  ', 400, 'Message cannot be empty'],
      [bob.client, 'nope', 'Hi', 404, 'Story not found'],
      // carol was blocked by alice above.
      [carolClient, storyId, 'Hi', 403, 'You cannot message this account.'],
    ];
    for (const [client, id, content, status, message] of refusals)
      expect(await client.json(`/api/stories/${id}/replies`, 'POST', { content })).toMatchObject({ status, body: { message } });
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
  });

  it("deletes one's own story from every row, refusing others 403 and unknown ones 404, appending nothing then", async () => {
    const before = await server.glimpse.engines.events.headPosition();
    expect(await bob.client.request(`/api/stories/${storyId}`, { method: 'DELETE' })).toMatchObject({
      status: 403,
      body: { message: 'You can only delete your own stories.' },
    });
    expect(await alice.client.request('/api/stories/nope', { method: 'DELETE' })).toMatchObject({ status: 404, body: { message: 'Story not found' } });
    expect((await new HttpClient(server.url).request(`/api/stories/${storyId}`, { method: 'DELETE' })).status).toBe(401);
    const refused = await bob.client.graphql('mutation($id: ID!) { deleteStory(id: $id) }', { id: storyId });
    expect(refused.errors?.[0].message).toBe('You can only delete your own stories.');
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);

    const deleted = await alice.client.request(`/api/stories/${storyId}`, { method: 'DELETE' });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Story deleted successfully' } });
    expect((await bob.client.request('/api/stories')).body.map((s: { id: string }) => s.id)).not.toContain(storyId);
    expect((await alice.client.graphql(STORIES)).data.stories).toEqual([]);
    expect(await alice.client.request(`/api/stories/${storyId}`, { method: 'DELETE' })).toMatchObject({ status: 404, body: { message: 'Story not found' } });
    // The photo is gone from the media store too.
    expect((await new HttpClient(server.url).request(deletedMediaUrl)).status).toBe(404);
  });

  it('says in the conversation that a deleted story is no longer available, without its media', async () => {
    const gone = { id: storyId, mediaType: 'image', available: false, mediaUrl: null, posterUrl: null };
    for (const client of [alice.client, bob.client]) {
      const rest = await client.request(`/api/conversations/${replyConversationId}/messages`);
      expect(rest.body.map((m: any) => m.story)).toEqual([gone, gone]);
      const chat = await client.graphql(
        'query($id: ID!) { conversation(id: $id) { messages(last: 10) { nodes { content story { id mediaType available mediaUrl posterUrl } } } } }',
        { id: replyConversationId },
      );
      expect(chat.data.conversation.messages.nodes).toEqual([
        { content: 'Nice view!', story: gone },
        { content: 'Again', story: gone },
      ]);
    }
  });
});
