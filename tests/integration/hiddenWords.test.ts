import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appendsNothing } from '../support/appendsNothing';
import { signedUpClient } from '../support/accounts';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { subscriptionsOf } from '../support/until';
import { useTestServer } from '../support/useTestServer';

type Person = { id: string; client: HttpClient };

/** Resolves with the next value of a subscription, or fails after `ms`. */
function nextOf<T>(iterator: AsyncIterator<T>, ms = 2000): Promise<T> {
  return Promise.race([
    iterator.next().then((r) => r.value as T),
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no value within ${ms} ms`)), ms)),
  ]);
}

describe('hidden words: comments on my posts and message requests that hold one are hidden from me', () => {
  const server = useTestServer();
  const sockets: Client[] = [];
  let erin: Person;
  let dana: Person;
  let carol: Person;
  let postId: string;

  const signUp = async (name: string): Promise<Person> => {
    const { client, id } = await signedUpClient(server.url, name);
    return { id, client };
  };
  const put = (person: Person, words: unknown) => person.client.json('/api/account/hidden-words', 'PUT', { words });
  const comment = (person: Person, content: string) => person.client.json(`/api/posts/${postId}/comments`, 'POST', { content });
  const commentsSeenBy = async (client: HttpClient) => (await client.request(`/api/posts/${postId}/comments`)).body.map((c: { content: string }) => c.content);

  const subscriptions = subscriptionsOf(() => server.glimpse.subscriptionsStarted());

  beforeAll(async () => {
    [erin, dana, carol] = [await signUp('erin'), await signUp('dana'), await signUp('carol')];
    const posted = await erin.client.multipart('/api/posts', {
      caption: 'My garden',
      media: { bytes: await phonePhoto(600, 400), name: 'p.jpg', type: 'image/jpeg' },
    });
    expect(posted.status).toBe(201);
    postId = posted.body.id;
  });
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
  });

  it('keeps the list as written, cleaned, and answers it back', async () => {
    expect((await erin.client.request('/api/account/hidden-words')).body).toEqual({ words: [] });
    expect(await put(erin, ['  Spoiler ', 'bad   guy', 'SPOILER'])).toMatchObject({ status: 200, body: { words: ['Spoiler', 'bad guy'] } });
    expect((await erin.client.request('/api/account/hidden-words')).body).toEqual({ words: ['Spoiler', 'bad guy'] });
    expect((await erin.client.graphql(`{ hiddenWords }`)).data.hiddenWords).toEqual(['Spoiler', 'bad guy']);
    // Someone else's list is their own.
    expect((await dana.client.request('/api/account/hidden-words')).body).toEqual({ words: [] });
    // The same list again writes nothing.
    await appendsNothing(server.glimpse, async () => expect((await put(erin, ['Spoiler', 'bad guy'])).status).toBe(200));
  });

  it('refuses lists over the limits and what is no list of words, with a clear message, appending nothing', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => `word${i}`);
    await appendsNothing(server.glimpse, async () => {
      expect(await put(erin, [...hundred, 'one more'])).toMatchObject({ status: 400, body: { message: 'You can hide at most 100 words or phrases' } });
      expect(await put(erin, ['x'.repeat(51)])).toMatchObject({ status: 400, body: { message: 'Each hidden word or phrase must be at most 50 characters' } });
      expect(await put(erin, ['fine', ' '])).toMatchObject({ status: 400, body: { message: 'A hidden word cannot be empty' } });
      expect(await put(erin, 'spoiler')).toMatchObject({ status: 400, body: { message: 'words must be a list of words or phrases' } });
      expect(await erin.client.json('/api/account/hidden-words', 'PUT', {})).toMatchObject({
        status: 400,
        body: { message: 'words must be a list of words or phrases' },
      });
      const gql = await erin.client.graphql(`mutation($w: [String!]!) { setHiddenWords(words: $w) }`, { w: [...hundred, 'one more'] });
      expect(gql.errors?.[0]).toMatchObject({ message: 'You can hide at most 100 words or phrases', extensions: { code: 'BAD_USER_INPUT' } });
      const anonymous = new HttpClient(server.url);
      expect(await anonymous.request('/api/account/hidden-words')).toMatchObject({ status: 401 });
      expect(await anonymous.json('/api/account/hidden-words', 'PUT', { words: ['a'] })).toMatchObject({ status: 401 });
    });
    expect((await erin.client.request('/api/account/hidden-words')).body).toEqual({ words: ['Spoiler', 'bad guy'] });
    // Exactly at the limits is fine.
    const atLimits = [...hundred.slice(0, 99), 'y'.repeat(50)];
    expect((await put(erin, atLimits)).body.words).toHaveLength(100);
    expect((await put(erin, ['Spoiler', 'bad guy'])).status).toBe(200);
  });

  it('hides comments on my posts that hold one from everyone but their author, and pages stay full', async () => {
    for (const text of ['Lovely roses', 'Huge SPOILER: the roses die', 'what a bad, guy', 'spoilers are fine', 'Great light'])
      expect((await comment(dana, text)).status).toBe(201);
    expect((await comment(carol, 'bad guy alert')).status).toBe(201);
    const clean = ['Lovely roses', 'spoilers are fine', 'Great light'];
    expect(await commentsSeenBy(erin.client)).toEqual(clean);
    expect(await commentsSeenBy(new HttpClient(server.url))).toEqual(clean);
    expect(await commentsSeenBy(carol.client)).toEqual(['Lovely roses', 'spoilers are fine', 'Great light', 'bad guy alert']);
    expect(await commentsSeenBy(dana.client)).toEqual(['Lovely roses', 'Huge SPOILER: the roses die', 'what a bad, guy', 'spoilers are fine', 'Great light']);
    // Over GraphQL, two at a time: every page full, the hidden ones skipped by the query itself.
    const page = async (after: string | null) =>
      (
        await erin.client.graphql(
          `query($p: ID!, $a: String) { comments(postId: $p, first: 2, after: $a) { edges { node { content } } pageInfo { endCursor hasNextPage } } }`,
          {
            p: postId,
            a: after,
          },
        )
      ).data.comments;
    const first = await page(null);
    expect(first.edges.map((e: any) => e.node.content)).toEqual(['Lovely roses', 'spoilers are fine']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await page(first.pageInfo.endCursor);
    expect(second.edges.map((e: any) => e.node.content)).toEqual(['Great light']);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('leaves a hidden comment out of my live updates', async () => {
    const token = (await erin.client.json('/api/auth/login', 'POST', { username: 'erin', password: 'secret1' })).body.token;
    const socket = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token } });
    sockets.push(socket);
    subscriptions.opened();
    const changes = socket.iterate<any>({ query: `subscription($p: ID!) { commentsChanged(postId: $p) { added { content } } }`, variables: { p: postId } });
    const next = nextOf(changes);
    await subscriptions.live();
    await comment(dana, 'spoiler!');
    await comment(dana, 'So green');
    expect((await next).data.commentsChanged).toEqual({ added: { content: 'So green' } });
    await changes.return?.();
  });

  it('leaves a message request that holds one out of my requests, but not the conversation of its sender', async () => {
    const start = async (from: Person) => (await from.client.json('/api/conversations', 'POST', { userId: erin.id })).body.id as string;
    const spam = await start(dana);
    await dana.client.json(`/api/conversations/${spam}/messages`, 'POST', { content: 'Hi! Spoiler: you won' });
    const fine = await start(carol);
    await carol.client.json(`/api/conversations/${fine}/messages`, 'POST', { content: 'Hi Erin' });
    expect((await erin.client.request('/api/conversations/requests')).body.map((c: { id: string }) => c.id)).toEqual([fine]);
    expect((await erin.client.graphql(`{ conversationRequestsCount }`)).data.conversationRequestsCount).toBe(1);
    expect((await dana.client.request('/api/conversations')).body.map((c: { id: string }) => c.id)).toEqual([spam]);
    // Removing the word shows it again.
    await put(erin, ['bad guy']);
    expect((await erin.client.request('/api/conversations/requests')).body.map((c: { id: string }) => c.id).sort()).toEqual([fine, spam].sort());
  });
});
