import { beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto } from '../support/images';
import { type Caller, signUpAs } from '../support/people';
import { phoneVideo } from '../support/videos';
import { useTestServer } from '../support/useTestServer';

/** The fields of a post's item that every REST answer carries, and nothing the client could mistake for them. */
const ITEM_FIELDS = ['alt', 'height', 'posterUrl', 'type', 'url', 'width'];

/**
 * Every REST call that answers posts answers them whole: `media` (each item's url, type, alt,
 * width, height, posterUrl, in order) and `editedAt`. One album, published by ann, described and
 * edited, is read through each call in turn, the admin's list of banned posts last.
 */
describe("a post's media and editedAt in every REST answer", () => {
  const server = useTestServer();
  let ann: Caller;
  let bob: Caller;
  let admin: Caller;
  let published: any;
  let edited: any;

  beforeAll(async () => {
    [ann, bob, admin] = await Promise.all([
      signUpAs(server.glimpse, 'ann', '10.0.9.1'),
      signUpAs(server.glimpse, 'bob', '10.0.9.2'),
      signUpAs(server.glimpse, 'cyd', '10.0.9.3', true),
    ]);
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(await phonePhoto(1200, 1500))], { type: 'image/jpeg' }), 'a.jpg');
    form.append('alt', 'A lighthouse in the fog');
    form.append('media', new Blob([new Uint8Array(await phoneVideo('mp4'))], { type: 'video/mp4' }), 'b.mp4');
    form.append('alt', '');
    form.append('caption', 'Cape walk #lighthouse');
    const res = await ann.request('/api/posts', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    published = res.body;
    // bob likes it, so that Explore (posts of people he does not follow, engaged with lately) has it.
    expect((await bob.request(`/api/posts/${published.id}/like`, { method: 'POST' })).status).toBe(200);
  });

  it('answers publishing with every item in order, and not yet edited', () => {
    expect(published.editedAt).toBeNull();
    expect(published.media).toHaveLength(2);
    for (const item of published.media) expect(Object.keys(item).sort()).toEqual(ITEM_FIELDS);
    expect(published.media[0]).toMatchObject({ type: 'image', alt: 'A lighthouse in the fog', posterUrl: null, width: 1080, height: 1350 });
    expect(published.media[1]).toMatchObject({ type: 'video', alt: '', posterUrl: expect.stringMatching(/^\/media\/.+\.jpg$/) });
    expect(published).toMatchObject({ mediaUrl: published.media[0].url, mediaType: 'image' });
  });

  it('answers an edit of the alt texts with the new ones and editedAt', async () => {
    const res = await ann.json(`/api/posts/${published.id}`, 'PATCH', { alt: ['A lighthouse in thick fog', 'Waves on the rocks'] });
    expect(res.status).toBe(200);
    edited = res.body;
    expect(edited.editedAt).toEqual(expect.any(String));
    expect(edited.media).toEqual([
      { ...published.media[0], alt: 'A lighthouse in thick fog' },
      { ...published.media[1], alt: 'Waves on the rocks' },
    ]);
  });

  it.each([
    ['the feed', () => ann, () => '/api/posts'],
    ['the post', () => bob, () => `/api/posts/${published.id}`],
    ["the author's posts", () => bob, () => `/api/users/${ann.id}/posts`],
    ['a hashtag', () => bob, () => '/api/hashtags/lighthouse/posts'],
    ['explore', () => admin, () => '/api/explore'],
  ])('answers %s with the edited media and editedAt', async (_name, who, path) => {
    const res = await who().request(path());
    expect(res.status).toBe(200);
    const post = Array.isArray(res.body) ? res.body.find((p: { id: string }) => p.id === published.id) : res.body;
    expect(post).toMatchObject({ id: published.id, mediaUrl: edited.media[0].url, mediaType: 'image', editedAt: edited.editedAt });
    expect(post.media).toEqual(edited.media);
  });

  it("answers the admin's banned posts with the same media and editedAt", async () => {
    expect((await admin.json(`/api/admin/posts/${published.id}/ban`, 'POST', { reason: 'Test' })).status).toBe(200);
    const res = await admin.request('/api/admin/banned-posts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ id: published.id, media: edited.media, editedAt: edited.editedAt, banReason: 'Test' })]);
  });
});
