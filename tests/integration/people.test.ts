import { beforeAll, describe, expect, it } from 'vitest';
import { collections, type FollowDoc, type UserDoc } from '../../projections/readModels';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

const birthDate = '1990-02-03T00:00:00.000Z';
const FOLLOWERS = `query($id: ID!, $first: Int, $after: String, $filter: String) {
  user(id: $id) { followers(first: $first, after: $after, filter: $filter) { edges { node { id username fullName bio postsCount } } pageInfo { endCursor hasNextPage } } }
}`;

describe('profiles and follows over real HTTP', () => {
  const server = useTestServer();
  const people: { client: HttpClient; id: string; username: string }[] = [];

  async function signUp(username: string) {
    const client = new HttpClient(server.url);
    const res = await client.multipart('/api/auth/signup', { username, email: `${username}@example.com`, password: 'secret1', birthDate });
    expect(res.status).toBe(201);
    return { client, id: res.body.id as string, username };
  }
  const head = () => server.glimpse.engines.events.headPosition();

  beforeAll(async () => {
    for (const name of ['star', 'fan01', 'fan02', 'fan03', 'fan04', 'fan05', 'fan06', 'fan07', 'fan08', 'fan09']) people.push(await signUp(name));
  });

  const star = () => people[0];
  const fans = () => people.slice(1);

  it('updates the profile through the REST shim with a picture, answering {user}', async () => {
    const res = await star().client.multipart('/api/auth/update-profile', {
      fullName: ' Stella Star ',
      bio: 'Photos of the night sky',
      profilePicture: { bytes: await phonePhoto(600, 600), name: 'me.jpg', type: 'image/jpeg' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: star().id, username: 'star', fullName: 'Stella Star', bio: 'Photos of the night sky' });
    expect(res.body.user.avatar).toMatch(/^\/media\/.+\.jpg$/);
    const profile = await fans()[0].client.request(`/api/users/${star().id}`);
    expect(profile.body).toMatchObject({ fullName: 'Stella Star', bio: 'Photos of the night sky', avatar: res.body.user.avatar });
    expect(profile.body).not.toHaveProperty('email');
  });

  it('refuses bad profile edits with the spec texts and changes nothing', async () => {
    const before = await head();
    const update = (fields: Record<string, string>) => star().client.multipart('/api/auth/update-profile', fields);
    expect(await update({ fullName: 'Stella', bio: 'x'.repeat(151) })).toMatchObject({
      status: 400,
      body: { message: 'Bio must be less than 150 characters' },
    });
    expect(await update({ bio: 'hello' })).toMatchObject({ status: 400, body: { message: 'Full name is required' } });
    expect(await update({ fullName: '   ', bio: 'hello' })).toMatchObject({ status: 400, body: { message: 'Full name is required' } });
    expect(await update({ fullName: 'S'.repeat(51) })).toMatchObject({ status: 400, body: { message: 'Full name must be less than 50 characters' } });
    const notAnImage = await star().client.multipart('/api/auth/update-profile', {
      fullName: 'Stella',
      profilePicture: { bytes: Buffer.from('plain text'), name: 'x.jpg', type: 'image/jpeg' },
    });
    expect(notAnImage.status).toBe(400);
    const anonymous = await new HttpClient(server.url).multipart('/api/auth/update-profile', { fullName: 'Nobody' });
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
    expect(await head()).toBe(before);
    expect((await star().client.request(`/api/users/${star().id}`)).body).toMatchObject({ fullName: 'Stella Star', bio: 'Photos of the night sky' });
  });

  it('takes the bearer token the mobile client sends instead of a cookie', async () => {
    const login = await new HttpClient(server.url).json('/api/auth/login', 'POST', { username: 'fan02', password: 'secret1' });
    const form = new FormData();
    form.append('fullName', 'Fan Two');
    form.append('bio', 'Sent from the phone');
    const res = await fetch(`${server.url}/api/auth/update-profile`, { method: 'POST', body: form, headers: { authorization: `Bearer ${login.body.token}` } });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ username: 'fan02', fullName: 'Fan Two', bio: 'Sent from the phone' });
  });

  it('updates the profile through GraphQL, with the same rules', async () => {
    const mutation = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { fullName bio } }`;
    const bad = await fans()[0].client.graphql(mutation, { input: { fullName: 'Fan One', bio: 'y'.repeat(151) } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Bio must be less than 150 characters', extensions: { code: 'BAD_USER_INPUT' } });
    const good = await fans()[0].client.graphql(mutation, { input: { fullName: 'Fan One', bio: 'Loves astronomy' } });
    expect(good.data.updateProfile).toEqual({ fullName: 'Fan One', bio: 'Loves astronomy' });
    const anonymous = await new HttpClient(server.url).graphql(mutation, { input: { fullName: 'Nobody' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses following oneself or an unknown user, and answers 404 for an unknown profile', async () => {
    const before = await head();
    expect(await star().client.json(`/api/users/${star().id}/follow`, 'POST')).toMatchObject({ status: 400, body: { message: 'You cannot follow yourself' } });
    expect(await star().client.json('/api/users/no-such-user/follow', 'POST')).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect(await star().client.request('/api/users/no-such-user')).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect(await star().client.request('/api/users/no-such-user/followers')).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect(await new HttpClient(server.url).json(`/api/users/${star().id}/follow`, 'POST')).toMatchObject({ status: 401 });
    expect(await head()).toBe(before);
  });

  it('follows and unfollows, answering {following} and {isFollowing}', async () => {
    const fan = fans()[0];
    expect((await fan.client.request(`/api/users/${star().id}/is-following`)).body).toEqual({ isFollowing: false });
    expect((await fan.client.json(`/api/users/${star().id}/follow`, 'POST')).body).toEqual({ following: true, requested: false });
    expect((await fan.client.request(`/api/users/${star().id}/is-following`)).body).toEqual({ isFollowing: true });
    expect((await fan.client.request(`/api/users/${star().id}`)).body.followersCount).toBe(1);
    expect((await fan.client.json(`/api/users/${star().id}/follow`, 'POST')).body).toEqual({ following: false, requested: false });
    expect((await fan.client.request(`/api/users/${star().id}`)).body.followersCount).toBe(0);
  });

  it('keeps follower and following counts exact under many concurrent toggles from many users', async () => {
    // Every person toggles their follow of everyone else a random number of times, all at once.
    const taps: Promise<{ status: number }>[] = [];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (const from of people)
      for (const to of people) if (from !== to) for (let i = random(4); i >= 0; i--) taps.push(from.client.json(`/api/users/${to.id}/follow`, 'POST'));
    const answers = await Promise.all(taps);
    expect(answers.every((a) => a.status === 200)).toBe(true);

    const follows = await server.glimpse.engines.readStore.collection<FollowDoc>(collections.follows).find({ active: true });
    for (const person of people) {
      const user = await server.glimpse.engines.readStore.collection<UserDoc>(collections.users).findOne({ _id: person.id });
      expect(user?.followersCount).toBe(follows.filter((f) => f.followeeId === person.id).length);
      expect(user?.followingCount).toBe(follows.filter((f) => f.followerId === person.id).length);
      const rest = await person.client.request(`/api/users/${person.id}/followers`);
      expect(rest.body.length).toBe(user?.followersCount);
    }
  }, 60_000);

  it('lists followers and following as arrays of users, and pages them with a filter across all', async () => {
    // Reset: every fan follows the star, the star follows only fan01.
    for (const person of people)
      for (const other of people) {
        if (person === other) continue;
        const wanted = other === star() || (person === star() && other === fans()[0]);
        const { body } = await person.client.request(`/api/users/${other.id}/is-following`);
        if (body.isFollowing !== wanted) await person.client.json(`/api/users/${other.id}/follow`, 'POST');
      }
    const followers = await fans()[1].client.request(`/api/users/${star().id}/followers`);
    expect(followers.status).toBe(200);
    expect(followers.body.map((u: { username: string }) => u.username).sort()).toEqual(fans().map((f) => f.username));
    expect(followers.body[0]).toEqual(expect.objectContaining({ id: expect.any(String), username: expect.any(String), postsCount: 0 }));
    expect(followers.body[0]).not.toHaveProperty('email');
    const following = await fans()[1].client.request(`/api/users/${star().id}/following`);
    expect(following.body).toEqual([expect.objectContaining({ username: 'fan01', fullName: 'Fan One', bio: 'Loves astronomy' })]);

    const page1 = (await star().client.graphql(FOLLOWERS, { id: star().id, first: 4 })).data.user.followers;
    expect(page1.edges).toHaveLength(4);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await star().client.graphql(FOLLOWERS, { id: star().id, first: 4, after: page1.pageInfo.endCursor })).data.user.followers;
    const page3 = (await star().client.graphql(FOLLOWERS, { id: star().id, first: 4, after: page2.pageInfo.endCursor })).data.user.followers;
    expect(page3.pageInfo.hasNextPage).toBe(false);
    const all = [...page1.edges, ...page2.edges, ...page3.edges].map((e: { node: { username: string } }) => e.node.username);
    expect(new Set(all).size).toBe(9);

    // The filter finds people beyond the first page: by bio, case-insensitively, and by username.
    const byBio = (await star().client.graphql(FOLLOWERS, { id: star().id, first: 1, filter: 'ASTRONOMY' })).data.user.followers;
    expect(byBio.edges.map((e: { node: { username: string } }) => e.node.username)).toEqual(['fan01']);
    const byName = (await star().client.graphql(FOLLOWERS, { id: star().id, first: 20, filter: 'fan0' })).data.user.followers;
    expect(byName.edges).toHaveLength(9);
    const none = (await star().client.graphql(FOLLOWERS, { id: star().id, filter: 'zzz' })).data.user.followers;
    expect(none.edges).toEqual([]);
    expect((await star().client.request(`/api/users/${star().id}/followers?q=astro`)).body).toHaveLength(1);
    const badCursor = await star().client.graphql(FOLLOWERS, { id: star().id, after: 'nope' });
    expect(badCursor.errors?.[0]?.message).toBe('Invalid cursor');
  });

  it("pages a user's posts, newest first", async () => {
    for (const caption of ['one', 'two', 'three']) {
      const form = new FormData();
      form.append('media', new Blob([new Uint8Array(await phonePhoto(300, 300))], { type: 'image/jpeg' }), 'p.jpg');
      form.append('caption', caption);
      expect((await star().client.request('/api/posts', { method: 'POST', body: form })).status).toBe(201);
    }
    const query = `query($id: ID!, $after: String) { user(id: $id) { postsCount posts(first: 2, after: $after) { edges { node { caption } } pageInfo { endCursor hasNextPage } } } }`;
    const first = (await fans()[2].client.graphql(query, { id: star().id })).data.user;
    expect(first.postsCount).toBe(3);
    expect(first.posts.edges.map((e: { node: { caption: string } }) => e.node.caption)).toEqual(['three', 'two']);
    const next = (await fans()[2].client.graphql(query, { id: star().id, after: first.posts.pageInfo.endCursor })).data.user.posts;
    expect(next.edges.map((e: { node: { caption: string } }) => e.node.caption)).toEqual(['one']);
    expect(next.pageInfo.hasNextPage).toBe(false);
  });

  it('searches users by username or full name with 2 or more characters', async () => {
    const search = (q: string) => fans()[3].client.request(`/api/users/search?q=${encodeURIComponent(q)}`);
    expect(await search('s')).toMatchObject({ status: 400, body: { message: 'Type at least 2 characters to search' } });
    const byName = await search('STELLA');
    expect(byName.status).toBe(200);
    expect(byName.body.map((u: { username: string }) => u.username)).toEqual(['star']);
    expect(byName.body[0]).not.toHaveProperty('email');
    // Every fan but the one searching: you do not find yourself.
    expect((await search('fan0')).body).toHaveLength(8);
    expect((await search('a.*')).body).toEqual([]);
    expect(await new HttpClient(server.url).request('/api/users/search?q=star')).toMatchObject({ status: 401 });
  });
});
