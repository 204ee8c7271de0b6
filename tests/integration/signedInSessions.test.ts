import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGlimpse, type Glimpse } from '../../bff/app';
import { readConfig } from '../../infra/config';
import { appendsNothing } from '../support/appendsNothing';
import { GraphQLSocket } from '../support/graphqlSocket';
import { Caller, signUpAs } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import { TEST_LIMITS } from '../support/testLimits';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const SESSIONS = '{ sessions { id current createdAt lastSeenAt userAgent } }';

let now = new Date('2026-11-24T09:00:00.000Z');
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

describe("where you're signed in: listing and ending one's sessions", () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let ann: Caller;
  let bob: Caller;

  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await startGlimpse(readConfig({ DATA_DIR: data.dir, PORT: '0', DEMO_CONTENT: 'false', MASCOT: 'false', ...TEST_LIMITS }), { clock: () => now });
    ann = await signUpAs(glimpse, 'ann', '203.0.113.10');
    bob = await signUpAs(glimpse, 'bob', '203.0.113.20');
  });
  afterAll(async () => {
    await glimpse?.close();
    await data?.remove();
  });

  /** Ann signed in again, from a device that names itself `userAgent`. */
  async function annFrom(userAgent: string): Promise<Caller> {
    const device = new Caller(glimpse.url, '203.0.113.11', null, ann.id);
    const login = await device.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ username: 'ann', password: 'secret1' }),
    });
    expect(login.status).toBe(200);
    device.token = login.body.token;
    return device;
  }
  const sessionIdOf = async (caller: Caller): Promise<string> =>
    (await caller.request('/api/auth/sessions')).body.find((s: { current: boolean }) => s.current).id;

  it('lists every live session of the person, newest first, the one asking marked current, with its device', async () => {
    later(1);
    const phone = await annFrom(PHONE);
    const phoneStart = now.toISOString();
    later(1);
    const laptop = await annFrom(LAPTOP);
    const laptopStart = now.toISOString();

    const listed = await laptop.request('/api/auth/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.slice(0, 2)).toEqual([
      { id: expect.any(String), current: true, createdAt: laptopStart, lastSeenAt: laptopStart, userAgent: LAPTOP },
      { id: expect.any(String), current: false, createdAt: phoneStart, lastSeenAt: phoneStart, userAgent: PHONE },
    ]);
    // Ann's first session comes last; Bob's are not hers.
    expect(listed.body).toHaveLength(3);
    expect(listed.body[2]).toMatchObject({ current: false });
    const overGraphQL = (await phone.graphql(SESSIONS)).data.sessions;
    expect(overGraphQL.slice(0, 2).map((s: { current: boolean; userAgent: string }) => [s.current, s.userAgent])).toEqual([
      [false, LAPTOP],
      [true, PHONE],
    ]);
    expect((await new Caller(glimpse.url, '203.0.113.99').request('/api/auth/sessions')).status).toBe(401);
  });

  it('keeps when each session was last used, without an event per request', async () => {
    const phone = await annFrom(PHONE);
    const phoneId = await sessionIdOf(phone);
    const started = now.toISOString();
    const phoneSession = async () => (await ann.request('/api/auth/sessions')).body.find((s: { id: string }) => s.id === phoneId);
    later(4);
    // Within ten minutes of its start: nothing to record.
    await appendsNothing(glimpse, () => phone.request('/api/users/suggested'));
    expect(await phoneSession()).toMatchObject({ createdAt: started, lastSeenAt: started });
    later(7);
    await phone.request('/api/users/suggested');
    expect(await phoneSession()).toMatchObject({ createdAt: started, lastSeenAt: now.toISOString() });
    await appendsNothing(glimpse, () => phone.request('/api/users/suggested'));
  });

  it('ends one of its own other sessions: its token is refused at once and its open socket closes', async () => {
    const phone = await annFrom(PHONE);
    const laptop = await annFrom(LAPTOP);
    const phoneId = await sessionIdOf(phone);
    const socket = new GraphQLSocket(glimpse.url);
    expect(await socket.init(phone.token)).toBe('acknowledged');

    const ended = await laptop.request(`/api/auth/sessions/${phoneId}`, { method: 'DELETE' });
    expect(ended).toMatchObject({ status: 200, body: { message: 'Session ended' } });
    expect((await phone.request('/api/auth/sessions')).status).toBe(401);
    expect((await phone.graphql('{ me { id } }')).data.me).toBeNull();
    expect((await socket.closed).code).toBe(4403);
    expect((await laptop.request('/api/auth/sessions')).body.map((s: { id: string }) => s.id)).not.toContain(phoneId);
    expect((await laptop.graphql('{ me { username } }')).data.me).toEqual({ username: 'ann' });
  });

  it("refuses someone else's session, an unknown one and an ended one with a 404, appending nothing", async () => {
    const phone = await annFrom(PHONE);
    const phoneId = await sessionIdOf(phone);
    const bobsId = await sessionIdOf(bob);
    // Ann's own session is recorded as used first: what follows should append nothing at all.
    await ann.request('/api/auth/sessions');
    const notFound = { status: 404, body: { message: 'Session not found' } };
    expect(await appendsNothing(glimpse, () => ann.request(`/api/auth/sessions/${bobsId}`, { method: 'DELETE' }))).toMatchObject(notFound);
    expect(await appendsNothing(glimpse, () => ann.request('/api/auth/sessions/no-such-session', { method: 'DELETE' }))).toMatchObject(notFound);
    expect(
      await appendsNothing(glimpse, () => new Caller(glimpse.url, '203.0.113.99').request(`/api/auth/sessions/${phoneId}`, { method: 'DELETE' })),
    ).toMatchObject({
      status: 401,
    });
    const gql = await appendsNothing(glimpse, () => ann.graphql('mutation($id: ID!) { endSession(id: $id) }', { id: bobsId }));
    expect(gql.errors?.[0]).toMatchObject({ message: 'Session not found', extensions: { code: 'NOT_FOUND' } });
    expect((await bob.graphql('{ me { username } }')).data.me).toEqual({ username: 'bob' });

    expect((await ann.request(`/api/auth/sessions/${phoneId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await appendsNothing(glimpse, () => ann.request(`/api/auth/sessions/${phoneId}`, { method: 'DELETE' }))).toMatchObject(notFound);
  });

  it('logs out of every other session at once over GraphQL, keeping this one', async () => {
    const phone = await annFrom(PHONE);
    const laptop = await annFrom(LAPTOP);
    const ended = await laptop.graphql('mutation { endOtherSessions }');
    expect(ended.data.endOtherSessions).toBeGreaterThanOrEqual(2);
    expect((await phone.request('/api/auth/sessions')).status).toBe(401);
    expect((await ann.request('/api/auth/sessions')).status).toBe(401);
    expect((await laptop.request('/api/auth/sessions')).body).toEqual([expect.objectContaining({ current: true, userAgent: LAPTOP })]);
    ann = laptop;
  });
});
