import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appendsNothing } from '../support/appendsNothing';
import { signedUpClient } from '../support/accounts';
import type { HttpClient } from '../support/httpClient';
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

const ROW = `id folder isRequest unreadCount lastMessage { content }`;

describe('message requests: a conversation started by someone the recipient does not follow', () => {
  const server = useTestServer();
  const sockets: Client[] = [];
  let erin: Person;
  let dana: Person;
  let carol: Person;

  const signUp = async (name: string): Promise<Person> => {
    const { client, id } = await signedUpClient(server.url, name);
    return { id, client };
  };
  const start = async (from: Person, to: Person): Promise<string> => (await from.client.json('/api/conversations', 'POST', { userId: to.id })).body.id;
  const send = (from: Person, conversationId: string, content: string) =>
    from.client.json(`/api/conversations/${conversationId}/messages`, 'POST', { content });
  const inbox = async (person: Person) =>
    (await person.client.request('/api/conversations')).body as { id: string; unreadCount: number; lastMessage: unknown }[];
  const requests = async (person: Person) => (await person.client.request('/api/conversations/requests')).body as { id: string; unreadCount: number }[];
  const counts = async (person: Person) =>
    (await person.client.graphql(`{ unreadMessagesCount conversationRequestsCount conversationRequests { id } conversations { id } }`)).data;
  const follow = (who: Person, whom: Person) => who.client.request(`/api/users/${whom.id}/follow`, { method: 'POST' });

  const subscriptions = subscriptionsOf(() => server.glimpse.subscriptionsStarted());
  function listen(token: string, query: string) {
    const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token } });
    sockets.push(client);
    subscriptions.opened();
    return client.iterate<any>({ query });
  }

  beforeAll(async () => {
    [erin, dana, carol] = [await signUp('erin'), await signUp('dana'), await signUp('carol')];
  });
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
  });

  it("shows a conversation nobody wrote in yet to its starter only, and the first message puts it in the recipient's requests", async () => {
    const id = await start(dana, erin);
    expect((await inbox(dana)).map((c) => c.id)).toEqual([id]);
    expect(await inbox(erin)).toEqual([]);
    expect(await requests(erin)).toEqual([]);

    const token = (await erin.client.json('/api/auth/login', 'POST', { username: 'erin', password: 'secret1' })).body.token;
    const updates = listen(token, `subscription { conversationUpdated { id unreadTotal requestsCount conversation { ${ROW} } } }`);
    const next = nextOf(updates);
    await subscriptions.live();

    expect(await send(dana, id, 'Hi Erin, we met at the show')).toMatchObject({ status: 201 });
    // The recipient: not in the inbox, not counted unread; in the requests, with its count.
    expect(await inbox(erin)).toEqual([]);
    expect(await requests(erin)).toEqual([
      expect.objectContaining({ id, unreadCount: 1, lastMessage: expect.objectContaining({ content: 'Hi Erin, we met at the show' }) }),
    ]);
    expect(await counts(erin)).toEqual({ unreadMessagesCount: 0, conversationRequestsCount: 1, conversationRequests: [{ id }], conversations: [] });
    expect((await next).data.conversationUpdated).toEqual({
      id,
      unreadTotal: 0,
      requestsCount: 1,
      conversation: { id, folder: 'requests', isRequest: true, unreadCount: 1, lastMessage: { content: 'Hi Erin, we met at the show' } },
    });
    await updates.return?.();
    // The sender sees the conversation as always.
    expect(await inbox(dana)).toEqual([
      expect.objectContaining({ id, unreadCount: 0, lastMessage: expect.objectContaining({ content: 'Hi Erin, we met at the show' }) }),
    ]);
    // The recipient may read it (and mark it read) before deciding.
    expect((await erin.client.request(`/api/conversations/${id}/messages`)).body).toHaveLength(1);
  });

  it('refuses accepting what is not a request of mine, appending nothing', async () => {
    const [id] = (await requests(erin)).map((c) => c.id);
    await appendsNothing(server.glimpse, async () => {
      expect(await erin.client.request('/api/conversations/no-such-conversation/accept', { method: 'POST' })).toMatchObject({
        status: 404,
        body: { message: 'Conversation not found' },
      });
      expect(await carol.client.request(`/api/conversations/${id}/accept`, { method: 'POST' })).toMatchObject({
        status: 404,
        body: { message: 'Conversation not found' },
      });
      expect(await dana.client.request(`/api/conversations/${id}/accept`, { method: 'POST' })).toMatchObject({
        status: 409,
        body: { message: 'This conversation is not a message request' },
      });
      const gql = await carol.client.graphql(`mutation($c: ID!) { acceptConversation(conversationId: $c) { id } }`, { c: id });
      expect(gql.errors?.[0]).toMatchObject({ message: 'Conversation not found', extensions: { code: 'NOT_FOUND' } });
    });
  });

  it('accepting moves the request to the inbox, where its messages count unread; accepting again is refused', async () => {
    const [id] = (await requests(erin)).map((c) => c.id);
    expect(await erin.client.request(`/api/conversations/${id}/accept`, { method: 'POST' })).toMatchObject({ status: 200, body: { accepted: true } });
    expect(await requests(erin)).toEqual([]);
    expect((await inbox(erin)).map((c) => c.id)).toEqual([id]);
    expect(await counts(erin)).toMatchObject({ unreadMessagesCount: 1, conversationRequestsCount: 0 });
    await appendsNothing(server.glimpse, async () => {
      expect(await erin.client.request(`/api/conversations/${id}/accept`, { method: 'POST' })).toMatchObject({
        status: 409,
        body: { message: 'This conversation is not a message request' },
      });
    });
    // A later message stays in the inbox.
    await send(dana, id, 'Great!');
    expect((await inbox(erin))[0]).toMatchObject({ id, unreadCount: 2 });
  });

  it('deleting hides the conversation and its messages so far for me only; the next message brings it back', async () => {
    const [id] = (await inbox(erin)).map((c) => c.id);
    expect(await erin.client.request(`/api/conversations/${id}`, { method: 'DELETE' })).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await inbox(erin)).toEqual([]);
    expect(await counts(erin)).toMatchObject({ unreadMessagesCount: 0, conversationRequestsCount: 0 });
    expect((await erin.client.request(`/api/conversations/${id}/messages`)).body).toEqual([]);
    const chat = await erin.client.graphql(`query($c: ID!) { conversation(id: $c) { folder lastMessage { id } messages { nodes { id } } } }`, { c: id });
    expect(chat.data.conversation).toEqual({ folder: 'hidden', lastMessage: null, messages: { nodes: [] } });
    // The other side keeps it all.
    expect((await inbox(dana)).map((c) => c.id)).toEqual([id]);
    expect((await dana.client.request(`/api/conversations/${id}/messages`)).body).toHaveLength(2);

    await appendsNothing(server.glimpse, async () => {
      expect(await erin.client.request(`/api/conversations/${id}`, { method: 'DELETE' })).toMatchObject({ status: 200, body: { deleted: true } });
      for (const [who, target] of [
        [erin, 'no-such-conversation'],
        [carol, id],
      ] as const)
        expect(await who.client.request(`/api/conversations/${target}`, { method: 'DELETE' })).toMatchObject({
          status: 404,
          body: { message: 'Conversation not found' },
        });
    });

    await send(dana, id, 'Are you there?');
    expect(await inbox(erin)).toEqual([expect.objectContaining({ id, unreadCount: 1, lastMessage: expect.objectContaining({ content: 'Are you there?' }) })]);
    expect((await erin.client.request(`/api/conversations/${id}/messages`)).body.map((m: { content: string }) => m.content)).toEqual(['Are you there?']);
    const gql = await erin.client.graphql(`mutation($c: ID!) { deleteConversation(conversationId: $c) }`, { c: id });
    expect(gql.data.deleteConversation).toBe(true);
    expect(await inbox(erin)).toEqual([]);
  });

  it('is no request when the recipient follows the sender at the first message', async () => {
    const frank = await signUp('frank');
    await follow(erin, frank);
    const id = await start(frank, erin);
    await send(frank, id, 'Hello from Frank');
    expect((await inbox(erin)).map((c) => c.id)).toEqual([id]);
    expect(await requests(erin)).toEqual([]);
  });

  it('moves a request to the inbox once the recipient follows the sender', async () => {
    const gina = await signUp('gina');
    const id = await start(gina, erin);
    await send(gina, id, 'Hello from Gina');
    expect((await requests(erin)).map((c) => c.id)).toEqual([id]);
    await follow(erin, gina);
    expect(await requests(erin)).toEqual([]);
    expect((await inbox(erin)).map((c) => c.id)).toContain(id);
  });

  it('a reply accepts the request', async () => {
    const hank = await signUp('hank');
    const id = await start(hank, erin);
    await send(hank, id, 'Hello from Hank');
    // The recipient opens the conversation with the sender from New Message: the same one.
    expect(await start(erin, hank)).toBe(id);
    expect(await send(erin, id, 'Hi Hank')).toMatchObject({ status: 201 });
    expect(await requests(erin)).toEqual([]);
    expect((await inbox(erin)).map((c) => c.id)).toContain(id);
    expect((await inbox(hank))[0]).toMatchObject({ id, unreadCount: 1 });
  });

  it('deleting a request hides it; the next message brings it back as a request', async () => {
    const ivan = await signUp('ivan');
    const id = await start(ivan, erin);
    await send(ivan, id, 'Buy my course');
    const gql = await erin.client.graphql(`mutation($c: ID!) { deleteConversation(conversationId: $c) }`, { c: id });
    expect(gql.data.deleteConversation).toBe(true);
    expect(await requests(erin)).toEqual([]);
    expect((await inbox(ivan)).map((c) => c.id)).toEqual([id]);
    await send(ivan, id, 'Last chance');
    expect(await requests(erin)).toEqual([expect.objectContaining({ id, unreadCount: 1 })]);
    expect((await erin.client.request(`/api/conversations/${id}/messages`)).body.map((m: { content: string }) => m.content)).toEqual(['Last chance']);
    // Accepting over GraphQL answers the conversation, now in the inbox.
    const accepted = await erin.client.graphql(`mutation($c: ID!) { acceptConversation(conversationId: $c) { id folder isRequest } }`, { c: id });
    expect(accepted.data.acceptConversation).toEqual({ id, folder: 'inbox', isRequest: false });
  });

  it("a block takes the sender's request out of the requests list and its count; nobody can send in it, and unblocking brings it back", async () => {
    const jack = await signUp('jack');
    const id = await start(jack, erin);
    await send(jack, id, 'Hello from Jack');
    const before = (await counts(erin)).conversationRequestsCount;
    expect((await requests(erin)).map((c) => c.id)).toContain(id);
    expect((await erin.client.json(`/api/users/${jack.id}/block`, 'POST')).body).toEqual({ blocked: true });
    expect((await requests(erin)).map((c) => c.id)).not.toContain(id);
    expect((await counts(erin)).conversationRequestsCount).toBe(before - 1);
    expect(await send(jack, id, 'Still there?')).toMatchObject({ status: 403, body: { message: 'You cannot message this account.' } });
    expect(await send(erin, id, 'Go away')).toMatchObject({ status: 403, body: { message: 'You cannot message this account.' } });
    // Both still read it, and the app is told to show no message box.
    const chat = `query($c: ID!) { conversation(id: $c) { canSend messages { nodes { content } } } }`;
    expect((await jack.client.graphql(chat, { c: id })).data.conversation).toEqual({ canSend: false, messages: { nodes: [{ content: 'Hello from Jack' }] } });
    expect((await erin.client.graphql(chat, { c: id })).data.conversation).toMatchObject({ canSend: false });
    expect((await erin.client.json(`/api/users/${jack.id}/block`, 'POST')).body).toEqual({ blocked: false });
    expect((await requests(erin)).map((c) => c.id)).toContain(id);
    expect((await erin.client.graphql(chat, { c: id })).data.conversation).toMatchObject({ canSend: true });
  });

  it('refuses all of it signed out', async () => {
    const { HttpClient } = await import('../support/httpClient');
    const anonymous = new HttpClient(server.url);
    expect(await anonymous.request('/api/conversations/requests')).toMatchObject({ status: 401 });
    expect(await anonymous.request('/api/conversations/x/accept', { method: 'POST' })).toMatchObject({ status: 401 });
    expect(await anonymous.request('/api/conversations/x', { method: 'DELETE' })).toMatchObject({ status: 401 });
  });
});
