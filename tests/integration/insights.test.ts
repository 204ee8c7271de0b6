import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startGlimpse, type Glimpse } from '../../bff/app';
import { readConfig } from '../../infra/config';
import { phonePhoto } from '../support/images';
import { Caller, signUpAs } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import { subscriptionsOf } from '../support/until';

const INSIGHTS = `query($days: Int) { insights(days: $days) { from to days { date signUps activeUsers posts likes comments messages reports } topHashtags { tag posts } } }`;
const MEASURES = ['signUps', 'activeUsers', 'posts', 'likes', 'comments', 'messages', 'reports'] as const;
const photo = async () => new Blob([new Uint8Array(await phonePhoto(200, 200))], { type: 'image/jpeg' });

/** Resolves with the next value of a subscription, or fails after `ms`. */
function nextOf<T>(iterator: AsyncIterator<T>, ms: number): Promise<T> {
  return Promise.race([
    iterator.next().then((r) => r.value as T),
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no value within ${ms} ms`)), ms)),
  ]);
}

describe('insights for admins over real HTTP and graphql-ws', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let admin: Caller;
  let alice: Caller;
  let bob: Caller;
  const sockets: Client[] = [];
  const subscriptions = subscriptionsOf(() => glimpse.subscriptionsStarted());

  const socketOf = (caller: Caller) => {
    const client = createClient({ url: `${glimpse.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: caller.token } });
    sockets.push(client);
    return client;
  };
  const post = async (who: Caller, caption: string) => (await who.multipart('/api/posts', { media: await photo(), caption })).body.id as string;
  const totals = (days: Record<string, number>[]) => Object.fromEntries(MEASURES.map((m) => [m, days.reduce((sum, day) => sum + day[m], 0)]));

  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await startGlimpse(readConfig({ DATA_DIR: data.dir, PORT: '0', DEMO_CONTENT: 'false', MASCOT: 'false', SEND_MAIL: 'false', ADMIN_CODE: 'code' }));
    admin = await signUpAs(glimpse, 'insighter', '198.51.100.1', true);
    alice = await signUpAs(glimpse, 'alice', '203.0.113.10');
    bob = await signUpAs(glimpse, 'bob', '203.0.113.20');
  });
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await glimpse?.close();
    await data?.remove();
  });

  it('answers UNAUTHENTICATED signed out and FORBIDDEN to a regular user', async () => {
    const anonymous = new Caller(glimpse.url, '203.0.113.99');
    expect((await anonymous.graphql(INSIGHTS)).errors?.[0]).toMatchObject({ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await alice.graphql(INSIGHTS)).errors?.[0]).toMatchObject({ message: 'Admin privileges required.', extensions: { code: 'FORBIDDEN' } });
  });

  it('shows the admin what people did, day by day over 30 days by default', async () => {
    const sea = await post(alice, 'Waves #sea #sun');
    const gone = await post(alice, 'Again #sea');
    await post(bob, 'Town #city');
    expect((await bob.json(`/api/posts/${sea}/like`, 'POST')).status).toBe(200);
    expect((await bob.json(`/api/posts/${gone}/like`, 'POST')).status).toBe(200);
    expect((await bob.json(`/api/posts/${gone}/like`, 'POST')).status).toBe(200); // taken back
    expect((await bob.json(`/api/posts/${sea}/comments`, 'POST', { content: 'Lovely' })).status).toBe(201);
    expect((await alice.json(`/api/posts/${gone}`, 'DELETE')).status).toBe(200);
    const { body: conversation } = await alice.json('/api/conversations', 'POST', { userId: bob.id });
    expect((await alice.json(`/api/conversations/${conversation.id}/messages`, 'POST', { content: 'Hi Bob' })).status).toBe(201);
    expect((await bob.multipart('/api/reports', { text: 'Spam account' })).status).toBe(201);

    const { data, errors } = await admin.graphql(INSIGHTS);
    expect(errors).toBeUndefined();
    const { insights } = data;
    expect(insights.days).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(insights.to).toBe(today);
    expect(insights.days.at(-1).date).toBe(today);
    expect(insights.days[0].date).toBe(insights.from);
    expect(totals(insights.days)).toEqual({ signUps: 3, activeUsers: 3, posts: 2, likes: 1, comments: 1, messages: 1, reports: 1 });
    expect(insights.topHashtags).toEqual([
      { tag: 'city', posts: 1 },
      { tag: 'sea', posts: 1 },
      { tag: 'sun', posts: 1 },
    ]);
    const week = (await admin.graphql(INSIGHTS, { days: 7 })).data.insights;
    expect(week.days.map((d: { date: string }) => d.date)).toEqual(insights.days.slice(-7).map((d: { date: string }) => d.date));
  });

  it("keeps a deleted account's activity as anonymous numbers, without the hashtags it wrote", async () => {
    const carol = await signUpAs(glimpse, 'carol', '203.0.113.30');
    const before = (await admin.graphql(INSIGHTS)).data.insights;
    await post(carol, 'Mine #secretplace');
    expect((await admin.graphql(INSIGHTS)).data.insights.topHashtags).toContainEqual({ tag: 'secretplace', posts: 1 });
    expect((await carol.json('/api/auth/delete-account', 'DELETE')).status).toBe(200);
    const after = (await admin.graphql(INSIGHTS)).data.insights;
    expect(totals(after.days)).toEqual({ ...totals(before.days), posts: totals(before.days).posts + 1 });
    expect(after.topHashtags).toEqual(before.topHashtags);
  });

  it('refuses a window of no days or of more than a year', async () => {
    for (const days of [0, 366]) {
      expect((await admin.graphql(INSIGHTS, { days })).errors?.[0]).toMatchObject({
        message: 'days must be between 1 and 365',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('tells a watching admin when the figures change, at most once every 2 seconds, and no one else', async () => {
    const refused = socketOf(alice).iterate({ query: 'subscription { insightsChanged }' });
    expect((await refused.next()).value).toMatchObject({ errors: [{ message: 'Admin privileges required.' }] });

    subscriptions.opened();
    const changes = socketOf(admin).iterate<{ insightsChanged: boolean }>({ query: 'subscription { insightsChanged }' });
    await subscriptions.live();
    const first = nextOf(changes, 3000);
    await post(bob, 'Live #now');
    expect((await first).data).toEqual({ insightsChanged: true });
    const firstAt = Date.now();
    const second = nextOf(changes, 4000);
    // A burst of changes right after: one more signal, once the 2 s have passed.
    await post(alice, 'Burst one');
    await post(alice, 'Burst two');
    await second;
    expect(Date.now() - firstAt).toBeGreaterThanOrEqual(1900);
    await expect(nextOf(changes, 2500)).rejects.toThrow('no value');
    const { insights } = (await admin.graphql(INSIGHTS, { days: 1 })).data;
    expect(insights.days[0].posts).toBeGreaterThanOrEqual(5);
  });
});
