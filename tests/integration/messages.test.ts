import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HttpClient } from '../support/httpClient';
import { subscriptionsOf } from '../support/until';
import { useTestServer } from '../support/useTestServer';

type Person = { id: string; token: string; http: HttpClient };

/** Resolves with the next value of a subscription, or fails after `ms`. */
function nextOf<T>(iterator: AsyncIterator<T>, ms = 1000): Promise<T> {
  return Promise.race([
    iterator.next().then((r) => r.value as T),
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no value within ${ms} ms`)), ms)),
  ]);
}

describe('direct messages between two people over HTTP and graphql-ws', () => {
  const server = useTestServer();
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let conversationId: string;
  const sockets: Client[] = [];

  async function signUp(username: string): Promise<Person> {
    const http = new HttpClient(server.url);
    const res = await http.graphql(`mutation($input: SignUpInput!) { signUp(input: $input) { token me { id } } }`, {
      input: { username, email: `${username}@example.com`, password: 'secret1', birthDate: '1990-01-01' },
    });
    return { id: res.data.signUp.me.id, token: res.data.signUp.token, http };
  }

  const subscriptions = subscriptionsOf(() => server.glimpse.subscriptionsStarted());
  const settle = () => subscriptions.live();
  function listen(client: Client, payload: { query: string; variables?: Record<string, unknown> }) {
    subscriptions.opened();
    return client.iterate<any>(payload);
  }

  function socketOf(person: Person): Client {
    const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: person.token } });
    sockets.push(client);
    return client;
  }

  beforeAll(async () => {
    [alice, bob, carol] = [await signUp('alice'), await signUp('bob'), await signUp('carol')];
    // Each follows the other, so that their conversation is no message request (messageRequests.test.ts).
    await alice.http.request(`/api/users/${bob.id}/follow`, { method: 'POST' });
    await bob.http.request(`/api/users/${alice.id}/follow`, { method: 'POST' });
  });
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
  });

  it('gives one conversation per pair, even when both sides and several tabs start it at once', async () => {
    const starts = await Promise.all([
      alice.http.json('/api/conversations', 'POST', { userId: bob.id }),
      bob.http.json('/api/conversations', 'POST', { userId: alice.id }),
      alice.http.json('/api/conversations', 'POST', { userId: bob.id }),
      bob.http.graphql(`mutation($u: ID!) { startConversation(userId: $u) { id otherUser { username } } }`, { u: alice.id }),
    ]);
    conversationId = starts[0].body.id;
    expect(conversationId).toEqual(expect.any(String));
    for (const res of starts.slice(0, 3)) expect(res).toMatchObject({ status: 200, body: { id: conversationId } });
    expect((starts[3] as any).data.startConversation).toEqual({ id: conversationId, otherUser: { username: 'alice' } });
    const events = await server.glimpse.engines.events.readAll(0, 1000);
    const started = events.filter((e) => e.type === 'ConversationStarted');
    expect(started).toHaveLength(1);
    // Until someone writes in it, it is in the list of the one who started it only.
    const [starter, other] = (started[0].data as { startedBy: string }).startedBy === alice.id ? [alice, bob] : [bob, alice];
    expect((await starter.http.request('/api/conversations')).body).toEqual([
      {
        id: conversationId,
        otherUser: { id: other.id, username: other === bob ? 'bob' : 'alice', avatar: null },
        unreadCount: 0,
        lastMessage: null,
        updatedAt: expect.any(String),
      },
    ]);
    expect((await other.http.request('/api/conversations')).body).toEqual([]);
  });

  it('refuses a conversation with an unknown user or with oneself', async () => {
    expect(await alice.http.json('/api/conversations', 'POST', { userId: 'nobody' })).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect(await alice.http.json('/api/conversations', 'POST', {})).toMatchObject({ status: 404, body: { message: 'User not found' } });
    expect(await alice.http.json('/api/conversations', 'POST', { userId: alice.id })).toMatchObject({
      status: 400,
      body: { message: 'You cannot message yourself' },
    });
    expect(await new HttpClient(server.url).json('/api/conversations', 'POST', { userId: bob.id })).toMatchObject({ status: 401 });
  });

  it('delivers a message to the other participant live, counts it unread for them only', async () => {
    const bobSocket = socketOf(bob);
    const added = listen(bobSocket, {
      query: `subscription($c: ID!) { messageAdded(conversationId: $c) { id content sender { username } } }`,
      variables: { c: conversationId },
    });
    const updates = listen(bobSocket, {
      query: `subscription { conversationUpdated { id unreadTotal conversation { unreadCount lastMessage { content } } } }`,
    });
    const nextAdded = nextOf(added);
    const nextUpdate = nextOf(updates);
    await settle();

    const sentAt = Date.now();
    const sent = await alice.http.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: '  Hello Bob!  ' });
    expect(sent).toMatchObject({ status: 201, body: { content: 'Hello Bob!', sender: { id: alice.id, username: 'alice', avatar: null } } });
    expect((await nextAdded).data.messageAdded).toEqual({ id: sent.body.id, content: 'Hello Bob!', sender: { username: 'alice' } });
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect((await nextUpdate).data.conversationUpdated).toEqual({
      id: conversationId,
      unreadTotal: 1,
      conversation: { unreadCount: 1, lastMessage: { content: 'Hello Bob!' } },
    });

    const [bobList, aliceList] = [(await bob.http.request('/api/conversations')).body, (await alice.http.request('/api/conversations')).body];
    expect(bobList[0]).toMatchObject({ id: conversationId, otherUser: { username: 'alice' }, unreadCount: 1, lastMessage: { content: 'Hello Bob!' } });
    expect(aliceList[0]).toMatchObject({ unreadCount: 0, lastMessage: { content: 'Hello Bob!', createdAt: sent.body.createdAt } });
    expect((await bob.http.graphql(`{ unreadMessagesCount }`)).data.unreadMessagesCount).toBe(1);
    await added.return?.();
    await updates.return?.();
  });

  it('refuses empty and overlong messages with a clear message, appending nothing', async () => {
    const before = await server.glimpse.engines.events.headPosition();
    const send = (content: unknown) => alice.http.json(`/api/conversations/${conversationId}/messages`, 'POST', { content });
    expect(await send('   ')).toMatchObject({ status: 400, body: { message: 'Message cannot be empty' } });
    expect(await send(undefined)).toMatchObject({ status: 400, body: { message: 'Message cannot be empty' } });
    expect(await send('x'.repeat(2001))).toMatchObject({ status: 400, body: { message: 'Message must be at most 2,000 characters' } });
    const gql = await alice.http.graphql(`mutation($c: ID!) { sendMessage(conversationId: $c, content: "") { id } }`, { c: conversationId });
    expect(gql.errors?.[0]).toMatchObject({ message: 'Message cannot be empty', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
    expect((await alice.http.request(`/api/conversations/${conversationId}/messages`)).body).toHaveLength(1);
  });

  it('hides the conversation from a third person: 404 for every call, as for an id that does not exist', async () => {
    const before = await server.glimpse.engines.events.headPosition();
    for (const id of [conversationId, 'no-such-conversation']) {
      expect(await carol.http.request(`/api/conversations/${id}/messages`)).toEqual(
        expect.objectContaining({ status: 404, body: { message: 'Conversation not found' } }),
      );
      expect(await carol.http.json(`/api/conversations/${id}/messages`, 'POST', { content: 'hi' })).toMatchObject({
        status: 404,
        body: { message: 'Conversation not found' },
      });
      expect(await carol.http.request(`/api/conversations/${id}/read`, { method: 'PUT' })).toMatchObject({
        status: 404,
        body: { message: 'Conversation not found' },
      });
      const gql = await carol.http.graphql(`query($c: ID!) { conversation(id: $c) { id } }`, { c: id });
      expect(gql.errors?.[0]).toMatchObject({ message: 'Conversation not found', extensions: { code: 'NOT_FOUND' } });
      const typing = await carol.http.graphql(`mutation($c: ID!) { setTyping(conversationId: $c, typing: true) }`, { c: id });
      expect(typing.errors?.[0]?.message).toBe('Conversation not found');
    }
    expect((await carol.http.request('/api/conversations')).body).toEqual([]);
    const spy = listen(socketOf(carol), {
      query: `subscription($c: ID!) { messageAdded(conversationId: $c) { id content } }`,
      variables: { c: conversationId },
    });
    expect((await spy.next()).value).toMatchObject({ errors: [{ message: 'Conversation not found' }] });
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
  });

  it('marks read on opening, shows the sender it was seen, and writes nothing when opened again', async () => {
    const aliceUpdates = listen(socketOf(alice), { query: `subscription { conversationUpdated { id conversation { otherReadUpTo lastMessage { id } } } }` });
    const seen = nextOf(aliceUpdates);
    await settle();
    const read = await bob.http.request(`/api/conversations/${conversationId}/read`, { method: 'PUT' });
    expect(read).toMatchObject({ status: 200, body: { id: conversationId, unreadCount: 0 } });
    const update = (await seen).data.conversationUpdated.conversation;
    expect(update.otherReadUpTo).toBe(update.lastMessage.id);
    const position = await server.glimpse.engines.events.headPosition();
    const again = await bob.http.graphql(`mutation($c: ID!) { markConversationRead(conversationId: $c) { unreadCount } }`, { c: conversationId });
    expect(again.data.markConversationRead).toEqual({ unreadCount: 0 });
    expect(await server.glimpse.engines.events.headPosition()).toBe(position);
    expect((await bob.http.graphql(`{ unreadMessagesCount }`)).data.unreadMessagesCount).toBe(0);
    await aliceUpdates.return?.();
  });

  it('appends a message resent with the same client id once (the offline outbox)', async () => {
    const send = () =>
      bob.http.graphql(`mutation($c: ID!, $id: ID!) { sendMessage(conversationId: $c, content: "Hi Alice", clientId: $id) { id content } }`, {
        c: conversationId,
        id: 'f1d7a3b6-2b9e-4c55-9d7e-0a6b1f0c9e11',
      });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    expect(second.data.sendMessage).toEqual(first.data.sendMessage);
    expect(third.data.sendMessage).toEqual(first.data.sendMessage);
    const REST = await bob.http.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'via REST' }, { 'Idempotency-Key': 'k-1' });
    const RESTAgain = await bob.http.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'via REST' }, { 'Idempotency-Key': 'k-1' });
    expect(RESTAgain.body.id).toBe(REST.body.id);
    const messages = (await alice.http.request(`/api/conversations/${conversationId}/messages`)).body;
    expect(messages.map((m: any) => [m.sender.username, m.content])).toEqual([
      ['alice', 'Hello Bob!'],
      ['bob', 'Hi Alice'],
      ['bob', 'via REST'],
    ]);
    expect((await alice.http.request('/api/conversations')).body[0].unreadCount).toBe(2);
  });

  it('pages back through older messages', async () => {
    const page = async (before?: string) =>
      (
        await alice.http.graphql(
          `query($c: ID!, $b: String) { conversation(id: $c) { messages(last: 2, before: $b) { nodes { content } hasOlder olderCursor } } }`,
          {
            c: conversationId,
            b: before ?? null,
          },
        )
      ).data.conversation.messages;
    const newest = await page();
    expect(newest).toMatchObject({ nodes: [{ content: 'Hi Alice' }, { content: 'via REST' }], hasOlder: true });
    expect(await page(newest.olderCursor)).toEqual({ nodes: [{ content: 'Hello Bob!' }], hasOlder: false, olderCursor: null });
  });

  it('passes typing signals to the other participant only', async () => {
    const typing = listen(socketOf(bob), { query: `subscription($c: ID!) { typing(conversationId: $c) { userId typing } }`, variables: { c: conversationId } });
    const next = nextOf(typing);
    await settle();
    await bob.http.graphql(`mutation($c: ID!) { setTyping(conversationId: $c, typing: true) }`, { c: conversationId });
    await alice.http.graphql(`mutation($c: ID!) { setTyping(conversationId: $c, typing: true) }`, { c: conversationId });
    expect((await next).data.typing).toEqual({ userId: alice.id, typing: true });
    await typing.return?.();
  });

  it('keeps the unread count right in every open tab, and takes the sender from the session only', async () => {
    const tabs = [socketOf(bob), socketOf(bob)].map((socket) =>
      listen(socket, { query: `subscription { conversationUpdated { unreadTotal conversation { unreadCount } } }` }),
    );
    let next = tabs.map((tab) => nextOf(tab));
    await settle();
    // A sender named in the body is ignored: the message is the session user's.
    const sent = await alice.http.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'From alice', senderId: bob.id, userId: bob.id });
    expect(sent.body.sender.id).toBe(alice.id);
    for (const update of await Promise.all(next)) expect(update.data.conversationUpdated).toEqual({ unreadTotal: 1, conversation: { unreadCount: 1 } });
    next = tabs.map((tab) => nextOf(tab));
    await bob.http.request(`/api/conversations/${conversationId}/read`, { method: 'PUT' });
    for (const update of await Promise.all(next)) expect(update.data.conversationUpdated).toEqual({ unreadTotal: 0, conversation: { unreadCount: 0 } });
    for (const tab of tabs) await tab.return?.();
  });
});
