import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { serverRequest } from '../../bff/services/requestContext';
import { AUTH_WAIT_MS } from '../../bff/socketLimits';
import { signUpAs, type Caller } from '../support/people';
import { useTestServer } from '../support/useTestServer';

type Frame = { type: string; [key: string]: any };

/** A raw /admin-ws connection that records every frame it receives. */
class AdminSocket {
  readonly frames: Frame[] = [];
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;
  closeReason = '';
  private waiters: (() => void)[] = [];

  constructor(url: string) {
    this.socket = new WebSocket(`${url.replace('http', 'ws')}/admin-ws`);
    this.opened = new Promise((resolve) => this.socket.once('open', () => resolve()));
    this.closed = new Promise((resolve) =>
      this.socket.once('close', (code, reason) => {
        this.closeReason = reason.toString();
        resolve(code);
      }),
    );
    this.socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  send(frame: unknown) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Resolves with the first frame (from `from` on) matching, waiting up to 5 s. */
  async next(match: (f: Frame) => boolean, from = 0): Promise<Frame> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  close() {
    this.socket.close();
  }
}

describe('/admin-ws: the admin chat', () => {
  // More sockets than an address may open in 10 seconds, from this machine's one address; the count outlives a restart.
  const server = useTestServer({ ADMIN_CODE: 'code', SOCKET_OPENS_PER_ADDRESS_MAX: '600' });
  let ann: Caller;
  let ben: Caller;
  let regular: Caller;
  const open = async () => {
    const s = new AdminSocket(server.url);
    await s.opened;
    return s;
  };
  const usernames = (frame: Frame) => frame.admins.map((a: { username: string }) => a.username).sort();

  beforeAll(async () => {
    ann = await signUpAs(server.glimpse, 'ann', '198.51.100.1', true);
    ben = await signUpAs(server.glimpse, 'ben', '198.51.100.2', true);
    regular = await signUpAs(server.glimpse, 'rita', '203.0.113.1');
  });

  it('refuses a regular user and an invalid token, closing the socket', async () => {
    const rita = await open();
    rita.send({ type: 'auth', token: regular.token });
    expect(await rita.closed).toBe(4401);
    expect(rita.frames).toEqual([{ type: 'error', message: 'Admin privileges required.' }]);
    const forged = await open();
    forged.send({ type: 'auth', token: 'not-a-token' });
    expect(await forged.closed).toBe(4401);
  });

  it(`closes a socket that has not sent auth within ${AUTH_WAIT_MS / 1000} s with 4408 and a reason; one that signed in stays`, async () => {
    const opened = Date.now();
    const [silent, chatty, signedIn] = await Promise.all([open(), open(), open()]);
    chatty.send({ type: 'chat_message', content: 'anyone?' });
    chatty.send('{not json');
    signedIn.send({ type: 'auth', token: ann.token });
    await signedIn.next((f) => f.type === 'auth_success');

    for (const idle of [silent, chatty]) {
      expect(await idle.closed).toBe(4408);
      expect(idle.closeReason).toBe(`Authentication timeout: no auth frame within ${AUTH_WAIT_MS / 1000} seconds.`);
      expect(idle.frames).toEqual([{ type: 'error', message: idle.closeReason }]);
    }
    expect(Date.now() - opened).toBeGreaterThanOrEqual(AUTH_WAIT_MS - 100);
    expect(Date.now() - opened).toBeLessThan(AUTH_WAIT_MS + 1500);

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(signedIn.socket.readyState).toBe(WebSocket.OPEN);
    // It still hears the chat: another admin coming online.
    const mark = signedIn.frames.length;
    const other = await open();
    other.send({ type: 'auth', token: ben.token });
    expect(usernames(await signedIn.next((f) => f.type === 'admin_list', mark))).toEqual(['ann', 'ben']);
    other.close();
    signedIn.close();
    await Promise.all([other.closed, signedIn.closed]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

  it('ignores frames before auth and malformed JSON, then chats between two admins', async () => {
    const a = await open();
    a.send({ type: 'chat_message', content: 'too early' });
    a.send('{not json');
    a.send({ type: 'auth', token: ann.token });
    await a.next((f) => f.type === 'auth_success');
    expect(usernames(await a.next((f) => f.type === 'admin_list'))).toEqual(['ann']);

    const b = await open();
    b.send({ type: 'auth', token: ben.token });
    await b.next((f) => f.type === 'auth_success');
    expect(usernames(await b.next((f) => f.type === 'admin_list'))).toEqual(['ann', 'ben']);
    const list = await a.next((f) => f.type === 'admin_list' && f.admins.length === 2);
    expect(list.admins).toEqual(expect.arrayContaining([expect.objectContaining({ userId: ann.id, username: 'ann', fullName: null, avatar: null })]));

    const mark = b.frames.length;
    a.send({ type: 'chat_message', content: '   ' });
    a.send({ type: 'chat_message', content: '  hello ben  ' });
    const received = await b.next((f) => f.type === 'chat_message', mark);
    expect(received).toMatchObject({ type: 'chat_message', content: 'hello ben', user: { username: 'ann', avatar: null } });
    expect(received.id).toEqual(expect.any(String));
    expect(Date.parse(received.timestamp)).not.toBeNaN();
    // The sender gets its own message too; the blank one went nowhere.
    expect((await a.next((f) => f.type === 'chat_message')).content).toBe('hello ben');
    expect(b.frames.slice(mark).filter((f) => f.type === 'chat_message')).toHaveLength(1);
    expect(a.frames.some((f) => f.content === 'too early')).toBe(false);

    // A second tab of ann changes nothing in the list; it gets the list and the history.
    const a2 = await open();
    a2.send({ type: 'auth', token: ann.token });
    expect(usernames(await a2.next((f) => f.type === 'admin_list'))).toEqual(['ann', 'ben']);
    expect(a2.frames.map((f) => f.type)).toEqual(['auth_success', 'chat_message', 'admin_list']);
    a2.close();
    b.close();
    expect(usernames(await a.next((f) => f.type === 'admin_list' && f.admins.length === 1))).toEqual(['ann']);
    a.close();
  });

  it('keeps the chat as events: the last 50 come after auth_success, oldest first, across a restart', async () => {
    const a = await open();
    a.send({ type: 'auth', token: ann.token });
    await a.next((f) => f.type === 'admin_list');
    for (let i = 1; i <= 52; i++) await server.glimpse.services.adminChat.post(ann.id!, `message ${i}`, serverRequest(server.glimpse.services.clock(), ann.id));
    a.close();

    await server.restart();
    const b = await open();
    b.send({ type: 'auth', token: ben.token });
    await b.next((f) => f.type === 'admin_list');
    const history = b.frames.filter((f) => f.type === 'chat_message').map((f) => f.content);
    expect(history).toHaveLength(50);
    expect(history[0]).toBe('message 3');
    expect(history[49]).toBe('message 52');
    expect(b.frames[0].type).toBe('auth_success');

    // A banned admin's socket closes.
    const admin = server.glimpse.services;
    await admin.moderation.moderateUser(ann.id!, ben.id!, { action: 'ban', adminCode: 'code' }, serverRequest(admin.clock(), ann.id));
    expect(await b.closed).toBe(4403);
  });
});
