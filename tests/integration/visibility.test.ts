import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AddressedClient, type HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { signUpAs } from '../support/people';
import { subscriptionsOf, until } from '../support/until';
import { useTestServer } from '../support/useTestServer';

type Person = { id: string; token: string; http: HttpClient };

/**
 * The visibility policy, walked through every read: a viewer (vic) and, around him, a person who
 * blocks him (bea), a private account he does not follow (pia), a banned author (bad) and a person
 * he muted (mum). Each table row is one query, list, search, page or subscription as vic reads it;
 * the test fails when any of them shows what the policy hides (DESIGN.md §1).
 */
describe('one visibility policy, everywhere', () => {
  const server = useTestServer();
  let vic: Person;
  let pub: Person;
  let bea: Person;
  let pia: Person;
  let bad: Person;
  let mum: Person;
  const sockets: Client[] = [];
  const posts: Record<string, string> = {};
  const stories: Record<string, string> = {};
  const replies: Record<string, string> = {};
  /** vic's replies to stories, sent before the relations: their conversation and the story's media then. */
  const storyReplies: Record<string, { conversationId: string; mediaUrl: string }> = {};
  let pubComment = '';

  let addresses = 0;
  async function signUp(username: string): Promise<Person> {
    const http = new AddressedClient(server.url, `10.0.1.${++addresses}`);
    const res = await http.graphql('mutation($input: SignUpInput!) { signUp(input: $input) { token me { id } } }', {
      input: { username, email: `${username}@example.com`, password: 'secret1', birthDate: '1990-01-01' },
    });
    return { id: res.data.signUp.me.id, token: res.data.signUp.token, http };
  }
  const publish = async (person: Person, caption: string) => {
    const res = await person.http.multipart('/api/posts', {
      media: { bytes: await phonePhoto(), name: 'p.jpg', type: 'image/jpeg' },
      caption,
      location: 'Zebra Zoo',
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const story = async (person: Person) =>
    (await person.http.multipart('/api/stories', { image: { bytes: await phonePhoto(), name: 's.jpg', type: 'image/jpeg' } })).body.id as string;
  const follow = (person: Person, other: Person) => person.http.request(`/api/users/${other.id}/follow`, { method: 'POST' });

  beforeAll(async () => {
    [vic, pub, bea, pia, bad, mum] = [
      await signUp('vic'),
      await signUp('pub'),
      await signUp('bea'),
      await signUp('pia'),
      await signUp('bad'),
      await signUp('mum'),
    ];
    for (const person of [pub, bea, pia, bad, mum]) await follow(vic, person);
    await follow(pub, bea);
    for (const [name, person] of Object.entries({ pub, bea, pia, bad, mum })) {
      posts[name] = await publish(person, `${name} zebra #zebra`);
      stories[name] = await story(person);
    }
    for (const [name, person] of Object.entries({ bea, bad })) await person.http.json(`/api/posts/${posts.pub}/comments`, 'POST', { content: `${name} words` });
    // vic's Activity: bea and bad like and comment on his post, pia mentions him under hers, all before the relations below.
    posts.vic = await publish(vic, 'vic zebra');
    for (const [name, person] of Object.entries({ bea, bad, pub })) {
      await person.http.request(`/api/posts/${posts.vic}/like`, { method: 'POST' });
      await person.http.json(`/api/posts/${posts.vic}/comments`, 'POST', { content: `${name} words` });
    }
    await pia.http.json(`/api/posts/${posts.pia}/comments`, 'POST', { content: 'hi @vic' });
    // vic's story, seen by bea, bad and pub.
    stories.vic = await story(vic);
    for (const person of [bea, bad, pub])
      expect((await person.http.graphql('mutation($s: ID!) { markStorySeen(id: $s) { seen } }', { s: stories.vic })).errors).toBeUndefined();
    // Engagement that puts the hidden posts in Explore's read model.
    for (const name of ['bea', 'pia', 'bad'])
      expect((await mum.http.request(`/api/posts/${posts[name]}/like`, { method: 'POST' })).body).toEqual({ liked: true });
    // A thread of pub's with replies by bea and bad, their likes on it, and likes of pub's post by all four.
    pubComment = (await pub.http.json(`/api/posts/${posts.pub}/comments`, 'POST', { content: 'pub thread' })).body.id;
    for (const [name, person] of Object.entries({ bea, bad })) {
      const reply = await person.http.json(`/api/posts/${posts.pub}/comments`, 'POST', { content: `${name} words reply`, parentId: pubComment });
      replies[name] = reply.body.id;
      expect((await person.http.request(`/api/comments/${pubComment}/like`, { method: 'POST' })).body).toEqual({ liked: true });
    }
    for (const person of [bea, bad, mum, pub]) await person.http.request(`/api/posts/${posts.pub}/like`, { method: 'POST' });
    for (const name of ['bea', 'pia', 'bad'])
      expect((await vic.http.graphql('mutation($p: ID!) { toggleSave(postId: $p) { saved } }', { p: posts[name] })).data.toggleSave.saved).toBe(true);
    for (const name of ['bea', 'pia', 'bad', 'pub']) {
      const sent = await vic.http.json(`/api/stories/${stories[name]}/replies`, 'POST', { content: `vic to ${name}` });
      expect(sent.status).toBe(201);
      storyReplies[name] = { conversationId: sent.body.conversationId, mediaUrl: sent.body.story.mediaUrl };
    }
    // Now the relations: pia goes private (vic's follow stays: he is approved, so he unfollows and asks again, unanswered),
    // bea blocks vic, an admin bans bad, vic mutes mum.
    await pia.http.json('/api/account/privacy', 'POST', { isPrivate: true });
    await follow(vic, pia);
    expect((await follow(vic, pia)).body).toEqual({ following: false, requested: true });
    expect((await bea.http.request(`/api/users/${vic.id}/block`, { method: 'POST' })).body).toEqual({ blocked: true });
    const admin = await signUpAs(server.glimpse, 'ada', '10.0.0.9', true);
    expect((await admin.json(`/api/admin/users/${bad.id}/ban`, 'POST', { reason: 'spam' })).status).toBeLessThan(300);
    expect((await vic.http.request(`/api/users/${mum.id}/mute`, { method: 'POST' })).body).toEqual({ muted: true });
  });
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
  });

  /** What vic must never see anywhere: bea at all, pia's and bad's posts and stories, bad's words. */
  const hidden = () => ({
    'bea (who blocks vic)': [bea.id, posts.bea, stories.bea, 'bea words', 'bea zebra'],
    'pia (private, vic not approved)': [posts.pia, stories.pia, 'pia zebra'],
    'bad (banned)': [posts.bad, stories.bad, 'bad words', 'bad zebra'],
  });
  /** What must stay out of vic's feed, stories row and live feed only: mum's posts and stories. */
  const muted = () => ({ 'mum (muted)': [posts.mum, stories.mum] });

  const rest = async (path: string) => JSON.stringify((await vic.http.request(path)).body);
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await vic.http.graphql(query, variables);
    expect(res.errors).toBeUndefined();
    return JSON.stringify(res.data);
  };
  const POST = 'id caption user { id username } comments(first: 5) { edges { node { content user { id } } } }';

  const reads: [string, () => Promise<string>][] = [
    ['REST feed', () => rest('/api/posts')],
    ['REST stories', () => rest('/api/stories')],
    ['REST story viewers', () => rest(`/api/stories/${stories.vic}/viewers`)],
    ['REST hashtag page', () => rest('/api/hashtags/zebra/posts')],
    ['REST people search', () => rest('/api/users/search?q=be')],
    ['REST new-message search', () => rest('/api/search/b')],
    ['REST suggested people', () => rest('/api/users/suggested')],
    ['REST explore', () => rest('/api/explore')],
    ['REST hashtag search', () => rest('/api/hashtags/search?q=zeb')],
    ['REST comments', () => rest(`/api/posts/${posts.pub}/comments`)],
    ['REST notifications', () => rest('/api/notifications')],
    [
      'REST profiles',
      async () => (await Promise.all([bea, pia, bad].map((p) => rest(`/api/users/${p.id}`)))).join().replaceAll(pia.id, '').replaceAll(bad.id, ''),
    ],
    ['REST profile grids', async () => (await Promise.all([bea, pia, bad].map((p) => rest(`/api/users/${p.id}/posts`)))).join()],
    ['REST posts', async () => (await Promise.all(['bea', 'pia', 'bad'].map((n) => rest(`/api/posts/${posts[n]}`)))).join()],
    ['REST post histories', async () => (await Promise.all(['bea', 'pia', 'bad'].map((n) => rest(`/api/posts/${posts[n]}/history`)))).join()],
    ['REST post comments', async () => (await Promise.all(['bea', 'pia', 'bad'].map((n) => rest(`/api/posts/${posts[n]}/comments`)))).join()],
    [
      'REST lists',
      async () => (await Promise.all([pub, bea, pia].flatMap((p) => [rest(`/api/users/${p.id}/followers`), rest(`/api/users/${p.id}/following`)]))).join(),
    ],
    ['GraphQL feed', () => gql(`{ feed(first: 20) { edges { node { ${POST} } } } }`)],
    ['GraphQL stories', () => gql('{ stories { user { id } stories { id } } }')],
    ['GraphQL story viewers', () => gql('query($s: ID!) { storyViewers(id: $s) { id username } }', { s: stories.vic })],
    ['GraphQL hashtag', () => gql(`{ hashtag(tag: "zebra", first: 20) { posts { edges { node { ${POST} } } } } }`)],
    ['GraphQL search posts', () => gql(`{ searchPosts(query: "zebra", first: 20) { edges { node { ${POST} } } } }`)],
    ['GraphQL search by location', () => gql(`{ searchPosts(query: "Zoo", first: 50) { edges { node { id } } } }`)],
    ['GraphQL search users', () => gql('{ searchUsers(query: "b") { id } }')],
    ['GraphQL suggested people', () => gql('{ suggestedUsers { user { id } followedBy { id } } }')],
    ['GraphQL explore', () => gql(`{ explore(first: 50) { edges { node { ${POST} } } } }`)],
    ['GraphQL search hashtags', () => gql('{ searchHashtags(query: "zeb") { name postsCount } }')],
    ['GraphQL saved posts', () => gql(`{ savedPosts(first: 20) { edges { node { ${POST} } } } }`)],
    ['GraphQL notifications', () => gql('{ notifications(first: 50) { edges { node { type actors { id } post { id } comment { content } } } } }')],
    ['GraphQL comments', () => gql(`query($p: ID!) { comments(postId: $p, first: 50) { edges { node { content user { id } } } } }`, { p: posts.pub })],
    ['REST likers', async () => (await Promise.all(['pub', 'bea', 'pia', 'bad'].map((n) => rest(`/api/posts/${posts[n]}/likes`)))).join()],
    ['REST replies', () => rest(`/api/comments/${pubComment}/replies`)],
    [
      'REST comment likes of hidden replies',
      async () =>
        (await Promise.all(['bea', 'bad'].map((n) => vic.http.request(`/api/comments/${replies[n]}/like`, { method: 'POST' }))))
          .map((r) => JSON.stringify(r.body))
          .join(),
    ],
    [
      'GraphQL post histories',
      () =>
        gql(
          'query($a: ID!, $b: ID!, $c: ID!) { a: post(id: $a) { history { caption } } b: post(id: $b) { history { caption } } c: post(id: $c) { history { caption } } }',
          {
            a: posts.bea,
            b: posts.pia,
            c: posts.bad,
          },
        ),
    ],
    ['GraphQL likers', () => gql('query($p: ID!) { post(id: $p) { likers(first: 50) { edges { node { id username } } } } }', { p: posts.pub })],
    [
      'GraphQL replies',
      () => gql('query($c: ID!) { comment(id: $c) { repliesCount replies(first: 50) { edges { node { content user { id } } } } } }', { c: pubComment }),
    ],
    [
      'GraphQL hidden replies',
      () => gql('query($a: ID!, $b: ID!) { a: comment(id: $a) { content } b: comment(id: $b) { content } }', { a: replies.bea, b: replies.bad }),
    ],
    [
      'GraphQL posts',
      () =>
        gql(`query($a: ID!, $b: ID!, $c: ID!) { a: post(id: $a) { id } b: post(id: $b) { id } c: post(id: $c) { id } }`, {
          a: posts.bea,
          b: posts.pia,
          c: posts.bad,
        }),
    ],
    [
      'GraphQL profiles',
      async () =>
        (
          await Promise.all(
            [bea, pia, bad, pub].map((p) =>
              gql(
                `query($u: ID!) { user(id: $u) { posts(first: 50) { edges { node { id } } } followers { edges { node { id } } } following { edges { node { id } } } } }`,
                {
                  u: p.id,
                },
              ),
            ),
          )
        ).join(),
    ],
  ];

  it.each(reads)('%s shows nothing the policy hides', async (_name, read) => {
    const seen = await read();
    for (const [who, markers] of Object.entries(hidden())) for (const marker of markers) expect(seen, `${who}: ${marker}`).not.toContain(marker);
  });

  it.each(reads.filter(([name]) => /feed|stories/i.test(name)))('%s leaves out the muted', async (_name, read) => {
    const seen = await read();
    for (const [who, markers] of Object.entries(muted())) for (const marker of markers) expect(seen, `${who}: ${marker}`).not.toContain(marker);
  });

  it('the reads still show what is not hidden, and a banned post to admins', async () => {
    expect(await rest('/api/notifications')).toContain('pub words');
    expect(await rest('/api/posts')).toContain(posts.pub);
    expect(await rest('/api/hashtags/zebra/posts')).toContain(posts.mum);
    expect(await rest(`/api/posts/${posts.pub}/comments`)).not.toContain('words');
    expect(JSON.stringify((await pub.http.request(`/api/posts/${posts.pub}/comments`)).body)).toContain('bea words');
    expect(await rest(`/api/users/${mum.id}/posts`)).toContain(posts.mum);
    // vic's story viewers: pub only (bea blocks him, bad is banned).
    expect((await vic.http.request(`/api/stories/${stories.vic}/viewers`)).body.map((u: { id: string }) => u.id)).toEqual([pub.id]);
    const admin = await signUpAs(server.glimpse, 'ada2', '10.0.0.10', true);
    expect((await admin.request(`/api/posts/${posts.bad}`)).status).toBe(200);
    expect(JSON.stringify((await admin.request(`/api/posts/${posts.pub}/comments`)).body)).toContain('bad words');
    // Likers: the muted and pub are there; a post vic may not see has none to show him; nor has a reply he may not see a like.
    expect(await rest(`/api/posts/${posts.pub}/likes`)).toContain(mum.id);
    for (const name of ['bea', 'pia', 'bad'])
      expect(await vic.http.request(`/api/posts/${posts[name]}/likes`)).toMatchObject({ status: 404, body: { message: 'Post not found' } });
    expect(await vic.http.request(`/api/comments/${replies.bea}/like`, { method: 'POST' })).toMatchObject({
      status: 403,
      body: { message: 'You cannot like this comment.' },
    });
    expect(await vic.http.request(`/api/comments/${replies.bad}/like`, { method: 'POST' })).toMatchObject({
      status: 404,
      body: { message: 'Comment not found' },
    });
    expect(await pub.http.request(`/api/comments/${pubComment}/replies`)).toMatchObject({ status: 200, body: [{ content: 'bea words reply' }] });
    expect(await gql('query($c: ID!) { comment(id: $c) { repliesCount likesCount } }', { c: pubComment })).toBe(
      JSON.stringify({ comment: { repliesCount: 2, likesCount: 2 } }),
    );
  });

  it("a reply to a story keeps its words but shows the story's media only while the policy lets the reader see it", async () => {
    const MESSAGES = 'query($c: ID!) { conversation(id: $c) { messages(last: 5) { nodes { content story { id available mediaUrl posterUrl } } } } }';
    for (const name of ['bea', 'pia', 'bad', 'pub']) {
      const { conversationId, mediaUrl } = storyReplies[name];
      const open = name === 'pub';
      const rest = (await vic.http.request(`/api/conversations/${conversationId}/messages`)).body;
      expect(rest, name).toEqual([expect.objectContaining({ content: `vic to ${name}`, story: expect.objectContaining({ available: open }) })]);
      const graphql = JSON.stringify((await vic.http.graphql(MESSAGES, { c: conversationId })).data);
      expect(graphql, name).toContain(`vic to ${name}`);
      for (const seen of [JSON.stringify(rest), graphql]) {
        if (open) expect(seen, name).toContain(mediaUrl);
        else expect(seen, name).not.toContain(mediaUrl);
      }
    }
  });

  it('no subscription delivers what the policy hides', async () => {
    const subscriptions = subscriptionsOf(() => server.glimpse.subscriptionsStarted());
    const socket = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: vic.token } });
    sockets.push(socket);
    const received: unknown[] = [];
    const watch = (query: string, variables: Record<string, unknown> = {}) => {
      subscriptions.opened();
      socket.subscribe({ query, variables }, { next: (value) => received.push(value), error: (error) => received.push({ error }), complete: () => {} });
    };
    watch('subscription($ids: [ID!]!) { postChanged(ids: $ids) { id likesCount user { id } } }', { ids: [posts.bea, posts.pia, posts.bad, posts.pub] });
    watch('subscription { feedUpdated { newPost { id user { id } } removedPostId } }');
    watch('subscription($p: ID!) { commentsChanged(postId: $p) { added { content user { id } } updated { content user { id } } removedId } }', {
      p: posts.pub,
    });
    watch('subscription { unreadNotificationsCount }');
    watch('subscription { storyDeleted }');
    await subscriptions.live();

    // What vic must not hear of: likes on hidden posts, new posts by bea, pia and mum, bea's comment.
    await pub.http.request(`/api/posts/${posts.bea}/like`, { method: 'POST' });
    await pia.http.request(`/api/posts/${posts.pia}/like`, { method: 'POST' });
    await publish(bea, 'bea again');
    await publish(pia, 'pia again');
    const mumAgain = await publish(mum, 'mum again');
    await bea.http.json(`/api/posts/${posts.pub}/comments`, 'POST', { content: 'bea words again' });
    await bea.http.json(`/api/posts/${posts.pub}/comments`, 'POST', { content: 'bea words again', parentId: pubComment });
    await pub.http.request(`/api/comments/${replies.bea}/like`, { method: 'POST' });
    await pub.http.request(`/api/comments/${replies.bad}/like`, { method: 'POST' });
    for (const [name, person] of Object.entries({ bea, pia }))
      expect((await person.http.request(`/api/stories/${stories[name]}`, { method: 'DELETE' })).status).toBe(200);
    // Then what he must hear of, last: a like, a comment and a post of pub's.
    await pub.http.request(`/api/posts/${posts.pub}/like`, { method: 'POST' });
    await pub.http.json(`/api/posts/${posts.pub}/comments`, 'POST', { content: 'pub words' });
    const pubAgain = await publish(pub, 'pub again');
    await pub.http.request(`/api/stories/${stories.pub}`, { method: 'DELETE' });
    await until(() => [pubAgain, 'pub words', stories.pub].every((marker) => JSON.stringify(received).includes(marker)), 'the live updates vic may see');
    // vic's unread count moved only for what he may see: pub's comment on his post, told last.
    const unread = (await vic.http.request('/api/notifications/unread-count')).body.count;
    await pub.http.json(`/api/posts/${posts.vic}/comments`, 'POST', { content: 'pub again' });
    await until(() => JSON.stringify(received).includes(`"unreadNotificationsCount":${unread + 1}`), 'vic’s unread count');

    const seen = JSON.stringify(received);
    expect(seen).toContain(posts.pub);
    for (const [who, markers] of Object.entries(hidden())) for (const marker of markers) expect(seen, `${who}: ${marker}`).not.toContain(marker);
    expect(seen).not.toContain(mumAgain);
    expect(seen).not.toContain('again"');
  });
});
