import { beforeAll, describe, expect, it } from 'vitest';
import { parseEvent } from '../../domain/events';
import { signedUpClient } from '../support/accounts';
import { appendsNothing } from '../support/appendsNothing';
import type { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

type Person = { client: HttpClient; id: string };

describe('mentions: whom a caption, comment or bio names', () => {
  const server = useTestServer();
  let ann: Person;
  let bob: Person;
  let cyd: Person;

  const photo = async () => ({ bytes: await phonePhoto(), name: 'p.jpg', type: 'image/jpeg' });
  const lastEvent = async (stream: string, type: string) => {
    const events = (await server.glimpse.engines.events.readStream(stream)).map((e) => parseEvent(e)).filter((e) => e?.type === type);
    return events.at(-1)?.data as { mentions: string[]; parentId?: string | null } | undefined;
  };

  beforeAll(async () => {
    [ann, bob, cyd] = [await signedUpClient(server.url, 'ann'), await signedUpClient(server.url, 'bob'), await signedUpClient(server.url, 'cyd')];
  });

  it('records the people who exist, once each, whatever the case of the name; names nobody holds stay text', async () => {
    const res = await ann.client.multipart('/api/posts', { media: await photo(), caption: 'with @BOB, @bob and @nobody_here. cc @cyd.' });
    expect(res.status).toBe(201);
    expect((await lastEvent(`post-${res.body.id}`, 'PostPublished'))?.mentions).toEqual([bob.id, cyd.id]);
    expect(res.body.caption).toBe('with @BOB, @bob and @nobody_here. cc @cyd.');

    const comment = await bob.client.json(`/api/posts/${res.body.id}/comments`, 'POST', { content: 'thanks @ann' });
    expect(comment.status).toBe(201);
    expect((await lastEvent(`post-${res.body.id}`, 'CommentAdded'))?.mentions).toEqual([ann.id]);

    const profile = await cyd.client.multipart('/api/auth/update-profile', { fullName: 'Cyd', bio: 'friend of @ann' });
    expect(profile.status).toBe(200);
    expect((await lastEvent(`user-${cyd.id}`, 'ProfileUpdated'))?.mentions).toEqual([ann.id]);
  });

  it('refuses more than 20 people in one text, and anyone blocked either way, appending nothing', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `@person${i}`).join(' ');
    const post = await ann.client.multipart('/api/posts', { media: await photo(), caption: 'mine' });
    await appendsNothing(server.glimpse, async () => {
      expect(await bob.client.json(`/api/posts/${post.body.id}/comments`, 'POST', { content: many })).toMatchObject({
        status: 400,
        body: { message: 'You can mention at most 20 people.' },
      });
    });
    expect((await cyd.client.request(`/api/users/${bob.id}/block`, { method: 'POST' })).body).toEqual({ blocked: true });
    await appendsNothing(server.glimpse, async () => {
      expect(await cyd.client.json(`/api/posts/${post.body.id}/comments`, 'POST', { content: 'hey @bob' })).toMatchObject({
        status: 403,
        body: { message: 'You cannot mention @bob.' },
      });
      expect(await bob.client.multipart('/api/auth/update-profile', { fullName: 'Bob', bio: 'not @cyd' })).toMatchObject({
        status: 403,
        body: { message: 'You cannot mention @cyd.' },
      });
    });
  });
});
