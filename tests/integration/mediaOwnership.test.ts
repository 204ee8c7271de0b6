import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto } from '../support/images';
import { type Caller, signUpAs } from '../support/people';
import { useTestServer } from '../support/useTestServer';

const NOT_YOURS = 'Please choose a file you uploaded.';

/** A stranger names someone else's photo as their own, then deletes what they made with it. */
describe('media belongs to whoever uploaded it', () => {
  const server = useTestServer();
  let victim: Caller;
  let stranger: Caller;

  beforeAll(async () => {
    victim = await signUpAs(server.glimpse, 'vera', '203.0.113.1');
    stranger = await signUpAs(server.glimpse, 'mallory', '203.0.113.2');
  });

  const photo = async () => new Blob([new Uint8Array(await phonePhoto(400, 300))], { type: 'image/jpeg' });
  const upload = async (who: Caller): Promise<string> => {
    const res = await who.multipart('/media', { file: await photo() });
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const served = async (id: string) => (await fetch(`${server.url}/media/${id}`)).status;

  const USES = {
    createPost: 'mutation($id: ID!) { createPost(input: { mediaId: $id, caption: "mine now" }) { id } }',
    publishStory: 'mutation($id: ID!) { publishStory(mediaId: $id) { id } }',
    setAvatar: 'mutation($id: ID!) { setAvatar(mediaId: $id) { id } }',
    updateProfile: 'mutation($id: ID!) { updateProfile(input: { fullName: "Mallory", avatarMediaId: $id }) { id } }',
    submitReport: 'mutation($id: ID!) { submitReport(input: { text: "look", mediaId: $id }) { id } }',
  };

  it.each(Object.entries(USES))('refuses %s with someone else’s upload, changing nothing', async (_name, mutation) => {
    const theirs = await upload(victim);
    const before = await server.glimpse.engines.events.headPosition();
    const answer = await stranger.graphql(mutation, { id: theirs });
    expect(answer.errors?.[0]).toMatchObject({ message: NOT_YOURS, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
    // The uploader still can.
    expect((await victim.graphql(mutation, { id: theirs })).errors).toBeUndefined();
  });

  it('refuses the file of someone’s published post, and an id nobody uploaded', async () => {
    const post = await victim.multipart('/api/posts', { media: await photo(), caption: 'My beach' });
    const id = post.body.mediaUrl.slice('/media/'.length);
    for (const mediaId of [id, `${randomUUID()}.jpg`, '../../secrets.json']) {
      const answer = await stranger.graphql(USES.createPost, { id: mediaId });
      expect(answer.errors?.[0].message).toBe(NOT_YOURS);
    }
    // Not even its own uploader may use a file twice.
    expect((await victim.graphql(USES.setAvatar, { id })).errors?.[0].message).toBe(NOT_YOURS);
  });

  it('uses an upload once: a second post, story or avatar with it is refused', async () => {
    const mine = await upload(victim);
    expect((await victim.graphql(USES.createPost, { id: mine })).errors).toBeUndefined();
    for (const mutation of [USES.createPost, USES.publishStory, USES.setAvatar])
      expect((await victim.graphql(mutation, { id: mine })).errors?.[0].message).toBe(NOT_YOURS);
  });

  it('gives the upload back when the post itself is refused, so the next try can use it', async () => {
    const mine = await upload(victim);
    const tooLong = await victim.graphql('mutation($id: ID!, $c: String) { createPost(input: { mediaId: $id, caption: $c }) { id } }', {
      id: mine,
      c: 'x'.repeat(5000),
    });
    expect(tooLong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await victim.graphql(USES.createPost, { id: mine })).errors).toBeUndefined();
  });

  it('throws away an upload nobody used within the hour, files and all', async () => {
    const unused = await upload(victim);
    const used = await upload(victim);
    expect((await victim.graphql(USES.createPost, { id: used })).errors).toBeUndefined();
    expect(await server.glimpse.services.media.discardUnused(new Date(Date.now() + 30 * 60_000))).toBe(0);
    expect(await server.glimpse.services.media.discardUnused(new Date(Date.now() + 61 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await served(unused)).toBe(404);
    expect(await served(used)).toBe(200);
    expect((await victim.graphql(USES.createPost, { id: unused })).errors?.[0].message).toBe(NOT_YOURS);
  });

  it('never deletes a file through someone else’s post or account, even one recorded before uploads had owners', async () => {
    const post = await victim.multipart('/api/posts', { media: await photo(), caption: 'Keep me' });
    const url: string = post.body.mediaUrl;
    const id = url.slice('/media/'.length);
    // What a stranger could make before this fix: their own post and avatar naming her photo.
    const strangersPost = randomUUID();
    const at = new Date().toISOString();
    const metadata = { commandId: randomUUID(), correlationId: 'legacy', causationId: 'legacy', userId: stranger.id!, at };
    await server.glimpse.engines.events.append(
      `post-${strangersPost}`,
      [
        {
          id: randomUUID(),
          type: 'PostPublished',
          data: {
            postId: strangersPost,
            userId: stranger.id!,
            mediaUrl: url,
            mediaType: 'image',
            posterUrl: null,
            caption: 'stolen',
            location: '',
            hashtags: [],
            publishedAt: at,
          },
          metadata: { ...metadata, schemaVersion: 2 },
        },
      ],
      'no_stream',
    );
    const avatarAt = await server.glimpse.engines.events.append(
      `user-${stranger.id}`,
      [{ id: randomUUID(), type: 'UserAvatarChanged', data: { userId: stranger.id!, avatar: url }, metadata }],
      'any',
    );
    await server.glimpse.services.projections.waitForPosition(avatarAt.position);

    expect((await stranger.request(`/api/posts/${strangersPost}`, { method: 'DELETE' })).status).toBe(200);
    expect(await served(id)).toBe(200);
    expect((await stranger.request('/api/auth/delete-account', { method: 'DELETE' })).status).toBe(200);
    expect(await served(id)).toBe(200);
    expect((await fetch(`${server.url}${url}?w=750`)).status).toBe(200);
    expect((await victim.request(`/api/posts/${post.body.id}`)).body.mediaUrl).toBe(url);
  });
});
