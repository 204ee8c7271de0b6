import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto } from '../support/images';
import { signUpAs, type Caller, type Response } from '../support/people';
import { useTestServer } from '../support/useTestServer';
import { appendsNothing } from '../support/appendsNothing';

const ADMIN_CODE = 'text-limits';
const HOSTILE_VALUES: unknown[] = [123, -1.5, true, null, {}, { $gt: '' }, [], ['a'], [{}]];

describe('text limits and hostile JSON, over REST and GraphQL', () => {
  const server = useTestServer({ ADMIN_CODE });
  let ann: Caller;
  let bob: Caller;
  let admin: Caller;
  let victim: Caller;
  let photo: Blob;
  let postId: string;
  let bannablePostId: string;
  let conversationId: string;
  let reportId: string;
  let mediaId: () => Promise<string>;
  const head = () => server.glimpse.engines.events.headPosition();

  /** The message of a refused GraphQL call: code BAD_USER_INPUT, nothing appended. */
  async function graphqlRefusal(caller: Caller, query: string, variables: Record<string, unknown>): Promise<string> {
    const answer = await appendsNothing(server.glimpse, () => caller.graphql(query, variables));
    expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer)).toBe('BAD_USER_INPUT');
    return answer.errors![0].message;
  }
  const mediaFiles = async () => (await readdir(path.join(server.dataDir, 'media'))).length;
  /** The message of a refused REST call: 400, nothing appended, no upload kept. */
  async function restRefusal(attempt: () => Promise<Response>): Promise<string> {
    const files = await mediaFiles();
    const answer = await appendsNothing(server.glimpse, attempt);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(await mediaFiles()).toBe(files);
    return answer.body.message;
  }

  beforeAll(async () => {
    ann = await signUpAs(server.glimpse, 'ann', '203.0.113.1');
    bob = await signUpAs(server.glimpse, 'bob', '203.0.113.2');
    admin = await signUpAs(server.glimpse, 'boss', '198.51.100.1', true);
    // Whom the admin calls ban and time out, should a call go through.
    victim = await signUpAs(server.glimpse, 'victim', '203.0.113.3');
    photo = new Blob([new Uint8Array(await phonePhoto(200, 200))], { type: 'image/jpeg' });
    mediaId = async () => (await ann.multipart('/media', { file: photo })).body.id;
    postId = (await ann.multipart('/api/posts', { media: photo, caption: 'Hello' })).body.id;
    bannablePostId = (await victim.multipart('/api/posts', { media: photo, caption: 'Ban me' })).body.id;
    conversationId = (await ann.json('/api/conversations', 'POST', { userId: bob.id })).body.id;
    reportId = (await ann.multipart('/api/reports', { text: 'Spam', reportedUserId: bob.id! })).body.id;
  });

  it('refuses a caption over 2,200 characters and a location over 100, alike on REST and GraphQL', async () => {
    const CREATE = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';
    const caption = await restRefusal(() => ann.multipart('/api/posts', { media: photo, caption: 'c'.repeat(2201) }));
    expect(caption).toBe('Caption must be at most 2200 characters');
    expect(await graphqlRefusal(ann, CREATE, { input: { mediaId: await mediaId(), caption: 'c'.repeat(2201) } })).toBe(caption);
    const location = await restRefusal(() => ann.multipart('/api/posts', { media: photo, location: 'l'.repeat(101) }));
    expect(location).toBe('Location must be at most 100 characters');
    expect(await graphqlRefusal(ann, CREATE, { input: { mediaId: await mediaId(), location: 'l'.repeat(101) } })).toBe(location);
    // At the limit, after trimming, it is taken whole.
    const taken = await ann.graphql(CREATE, { input: { mediaId: await mediaId(), caption: ` ${'c'.repeat(2200)} `, location: 'l'.repeat(100) } });
    expect(taken.errors).toBeUndefined();
    expect((await server.glimpse.services.posts.byId(taken.data.createPost.id, ann.id))?.caption).toHaveLength(2200);
  });

  it('counts characters as people see them: an emoji is one', async () => {
    const CREATE = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';
    const taken = await ann.graphql(CREATE, { input: { mediaId: await mediaId(), caption: '📸'.repeat(2200), location: 'Zürich 🇨🇭'.repeat(10) } });
    expect(taken.errors).toBeUndefined();
    expect(await graphqlRefusal(ann, CREATE, { input: { mediaId: await mediaId(), caption: '📸'.repeat(2201) } })).toBe(
      'Caption must be at most 2200 characters',
    );
    expect((await ann.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: '👋'.repeat(2000) })).status).toBe(201);
    expect(await restRefusal(() => ann.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: '👋'.repeat(2001) }))).toBe(
      'Message must be at most 2,000 characters',
    );
    expect((await bob.json(`/api/posts/${postId}/comments`, 'POST', { content: 'é'.repeat(2200) })).status).toBe(201);
    expect((await ann.multipart('/api/reports', { text: '⚠️'.repeat(1000) })).status).toBe(201);
  });

  it('refuses a comment over 2,200 characters, alike on REST and GraphQL', async () => {
    const rest = await restRefusal(() => bob.json(`/api/posts/${postId}/comments`, 'POST', { content: 'x'.repeat(2201) }));
    expect(rest).toBe('Comment must be at most 2200 characters');
    const ADD = 'mutation($postId: ID!, $content: String!) { addComment(postId: $postId, content: $content) { id } }';
    expect(await graphqlRefusal(bob, ADD, { postId, content: 'x'.repeat(2201) })).toBe(rest);
    expect((await bob.json(`/api/posts/${postId}/comments`, 'POST', { content: 'x'.repeat(2200) })).status).toBe(201);
  });

  it('refuses a message over 2,000 characters, alike on REST and GraphQL', async () => {
    const rest = await restRefusal(() => ann.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'm'.repeat(2001) }));
    expect(rest).toBe('Message must be at most 2,000 characters');
    const SEND = 'mutation($id: ID!, $content: String!) { sendMessage(conversationId: $id, content: $content) { id } }';
    expect(await graphqlRefusal(ann, SEND, { id: conversationId, content: 'm'.repeat(2001) })).toBe(rest);
    expect((await ann.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'm'.repeat(2000) })).status).toBe(201);
  });

  it('refuses a report over 2,000 characters, alike on REST and GraphQL', async () => {
    const rest = await restRefusal(() => ann.multipart('/api/reports', { text: 'r'.repeat(2001), image: photo }));
    expect(rest).toBe('The description must be at most 2000 characters.');
    const SUBMIT = 'mutation($input: SubmitReportInput!) { submitReport(input: $input) { id } }';
    expect(await graphqlRefusal(ann, SUBMIT, { input: { text: 'r'.repeat(2001) } })).toBe(rest);
    expect(await restRefusal(() => ann.multipart('/api/reports', { text: 'Me!', reportedUserId: ann.id!, image: photo }))).toBe('You cannot report yourself.');
    expect((await ann.multipart('/api/reports', { text: 'r'.repeat(2000) })).status).toBe(201);
  });

  it('ignores unknown JSON fields', async () => {
    const extra = { unknown: 'x', __proto__: { isAdmin: true }, constructor: { prototype: { polluted: true } } };
    expect(await bob.json(`/api/posts/${postId}/comments`, 'POST', { content: 'Fine', ...extra, isAdmin: true })).toMatchObject({
      status: 201,
      body: { content: 'Fine' },
    });
    expect(await ann.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'Also fine', senderId: bob.id, ...extra })).toMatchObject({
      status: 201,
      body: { content: 'Also fine', sender: { id: ann.id } },
    });
    expect(await ann.json('/api/auth/login', 'POST', { username: 'ann', password: 'secret1', ...extra })).toMatchObject({ status: 200 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  /**
   * Each JSON call with a valid body; every field in turn gets each hostile value. null stands for
   * an absent field, which optional ones (`nullable`) may be.
   */
  const calls = (): { who: () => Caller; method: string; path: () => string; body: () => Record<string, unknown>; nullable?: string[] }[] => [
    { who: () => ann, method: 'POST', path: () => '/api/auth/login', body: () => ({ username: 'ann', password: 'wrong-password' }) },
    {
      who: () => ann,
      method: 'POST',
      path: () => '/api/auth/signup',
      body: () => ({ username: 'newbie', email: 'newbie@example.com', password: 'secret1', birthDate: '1990-01-01' }),
    },
    {
      who: () => ann,
      method: 'POST',
      path: () => '/api/auth/admin-signup',
      body: () => ({ username: 'newboss', email: 'na@example.com', password: 'secret1', birthDate: '1990-01-01', adminCode: ADMIN_CODE }),
    },
    { who: () => ann, method: 'POST', path: () => '/api/auth/update-profile', body: () => ({ fullName: 'Ann', bio: 'Hi' }), nullable: ['bio'] },
    { who: () => ann, method: 'POST', path: () => '/api/auth/change-password', body: () => ({ currentPassword: 'secret1', newPassword: 'secret2' }) },
    { who: () => ann, method: 'POST', path: () => '/api/auth/forgot-password', body: () => ({ email: 'someone@example.com' }) },
    { who: () => ann, method: 'POST', path: () => '/api/auth/reset-password', body: () => ({ token: 'no-such-link', newPassword: 'secret2' }) },
    { who: () => ann, method: 'POST', path: () => '/api/auth/change-email', body: () => ({ email: 'ann.new@example.com', password: 'secret1' }) },
    { who: () => bob, method: 'POST', path: () => `/api/posts/${postId}/comments`, body: () => ({ content: 'Nice' }) },
    { who: () => bob, method: 'POST', path: () => '/api/conversations', body: () => ({ userId: admin.id }), nullable: ['userId'] },
    { who: () => ann, method: 'POST', path: () => `/api/conversations/${conversationId}/messages`, body: () => ({ content: 'Hi' }) },
    { who: () => ann, method: 'POST', path: () => '/api/reports', body: () => ({ text: 'Spam', reportedUserId: bob.id }), nullable: ['reportedUserId'] },
    { who: () => admin, method: 'PATCH', path: () => `/api/admin/reports/${reportId}/status`, body: () => ({ status: 'reviewed' }) },
    {
      who: () => admin,
      method: 'POST',
      path: () => '/api/admin/ban-user',
      body: () => ({ userId: victim.id, reason: 'Spam', adminCode: ADMIN_CODE }),
      nullable: ['reason', 'adminCode'],
    },
    {
      who: () => admin,
      method: 'POST',
      path: () => `/api/admin/users/${victim.id}/timeout`,
      body: () => ({ duration: '1h', reason: 'Calm down', adminCode: ADMIN_CODE }),
      nullable: ['duration', 'reason', 'adminCode'],
    },
    { who: () => admin, method: 'POST', path: () => `/api/admin/posts/${bannablePostId}/ban`, body: () => ({ reason: 'Off topic' }), nullable: ['reason'] },
  ];

  it('refuses a wrong type in any field of a JSON call with a 400 and a message, never a 500, appending nothing', async () => {
    const failures: string[] = [];
    for (const call of calls()) {
      const valid = call.body();
      for (const field of Object.keys(valid)) {
        for (const value of HOSTILE_VALUES) {
          const body = { ...valid, [field]: value };
          const before = await head();
          const answer = await call.who().json(call.path(), call.method, body);
          const appended = (await head()) - before;
          const label = `${call.method} ${call.path()} ${field}=${JSON.stringify(value)}: ${answer.status} ${JSON.stringify(answer.body)}`;
          if (value === null && call.nullable?.includes(field)) {
            if (answer.status >= 500) failures.push(label);
          } else if (answer.status !== 400 || typeof answer.body?.message !== 'string' || appended !== 0) failures.push(label);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers hostile paging and search parameters with a page or a 4xx, never a 500', async () => {
    const paths = [
      '/api/posts',
      `/api/posts/${postId}/comments`,
      `/api/conversations/${conversationId}/messages`,
      '/api/hashtags/harbour/posts',
      `/api/users/${ann.id}/posts`,
      `/api/users/${ann.id}/followers`,
      `/api/users/${ann.id}/following`,
      '/api/users/search',
    ];
    const values = ['abc', '-1', '0', '1e9', '1.5', '', '%20', 'NaN', 'Infinity', '9'.repeat(400), '..%2F..%2Fetc', '%F0%9F%93%B8', '%00', 'x'.repeat(5000)];
    const failures: string[] = [];
    for (const path of paths) {
      for (const name of ['limit', 'cursor', 'before', 'q']) {
        const queries = [...values.map((v) => `${name}=${v}`), `${name}=1&${name}=2`, `${name}[a]=1`, `${name}[]=x`];
        for (const query of queries) {
          const answer = await ann.request(`${path}?${query}`);
          if (answer.status >= 500 || (answer.status >= 400 && typeof answer.body?.message !== 'string'))
            failures.push(`${path}?${query.slice(0, 40)}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
        }
      }
    }
    for (const id of ['..%2F..%2Fsecrets.json', '%00', 'x'.repeat(3000), '%F0%9F%93%B8']) {
      for (const path of [`/api/posts/${id}`, `/api/users/${id}`, `/media/${id}`, `/api/posts/${id}/comments`]) {
        const answer = await ann.request(path);
        if (answer.status >= 500 || answer.status < 400) failures.push(`${path.slice(0, 60)}: ${answer.status}`);
      }
      // A hashtag no post has is an empty page.
      expect(await ann.request(`/api/hashtags/${id}/posts`)).toMatchObject({ status: 200, body: [] });
    }
    expect(failures).toEqual([]);
  });

  it('refuses a body that is not an object', async () => {
    for (const body of ['"text"', '42', 'null', '[]', '[{"content":"Hi"}]']) {
      const answer = await appendsNothing(server.glimpse, () =>
        bob.request(`/api/posts/${postId}/comments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      );
      expect(answer.status, body).toBe(400);
      expect(answer.body.message, body).toEqual(expect.any(String));
    }
  });
});
