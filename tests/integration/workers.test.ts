import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSocket } from '../support/graphqlSocket';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { tempDataDir } from '../support/tempDataDir';
import { until } from '../support/until';

const WORKERS = 3;
const FOLLOWS_PER_HOUR = 8;
const ADMIN_CODE = 'workers-admin-code';

/**
 * A client whose every request opens a connection of its own. The primary hands connections to
 * the workers in turn, so consecutive requests are answered by different processes.
 */
class RoundRobinClient extends HttpClient {
  /** Keeps one connection instead (so one process answers every request), while true. */
  sticky = false;

  override request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (!this.sticky) headers.set('connection', 'close');
    return super.request(path, { ...init, headers });
  }
}

const POST = `query($id: ID!) { post(id: $id) { likesCount isLiked commentsCount } }`;
const FOLLOWERS = `query($u: String!) { userByUsername(username: $u) { followersCount } }`;

describe(`WORKERS=${WORKERS}: one port, three processes sharing the embedded engines`, () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let server: ServerProcess;
  let author: RoundRobinClient;
  let postId: string;
  let authorId: string;

  async function signUp(username: string, options: { admin?: boolean } = {}): Promise<RoundRobinClient> {
    const client = new RoundRobinClient(server.url);
    const fields = { username, email: `${username}@example.com`, password: 'secret1', birthDate: '1990-01-01' };
    const res = options.admin
      ? await client.request('/api/auth/admin-signup', { method: 'POST', body: formOf({ ...fields, adminCode: ADMIN_CODE }) })
      : await client.json('/api/auth/signup', 'POST', fields);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return client;
  }
  const formOf = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return form;
  };
  const cookieOf = (client: HttpClient) => (client as unknown as { cookies: Map<string, string> }).cookies.get('glimpse_session');
  const publish = async (client: HttpClient, caption: string) => {
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(await phonePhoto(120, 90))], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('caption', caption);
    const res = await client.request('/api/posts', { method: 'POST', body: form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  /** The same question asked of each worker in turn (as many times as there are workers). */
  const askEach = async <T>(ask: () => Promise<T>) => {
    const answers: T[] = [];
    for (let i = 0; i < WORKERS; i++) answers.push(await ask());
    return answers;
  };
  const leaderPids = () => [...server.output().matchAll(/Worker (\d+) leads/g)].map((m) => Number(m[1]));

  beforeAll(async () => {
    data = await tempDataDir();
    server = await startServerProcess(data.dir, {
      env: { WORKERS: String(WORKERS), MASCOT: 'true', ADMIN_CODE, RATE_LIMIT_FOLLOW: `${FOLLOWS_PER_HOUR}/1h`, SOCKETS_PER_ACCOUNT_MAX: '2' },
    });
    await until(() => server.output().includes(`(${WORKERS} workers`), 'every worker serving', 120_000);
    author = await signUp('ada');
    authorId = (await author.graphql('{ me { id } }')).data.me.id;
    postId = await publish(author, 'Harbour at dawn');
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  it('counts likes and follows sent to every process at once exactly, whichever process is asked', async () => {
    const fans = await Promise.all(Array.from({ length: 9 }, (_, i) => signUp(`fan${i}`)));
    const liked = await Promise.all(fans.map((fan) => fan.json(`/api/posts/${postId}/like`, 'POST')));
    expect(liked.map((r) => r.status)).toEqual(fans.map(() => 200));
    const followed = await Promise.all(fans.map((fan) => fan.json(`/api/users/${authorId}/follow`, 'POST')));
    expect(followed.map((r) => r.body)).toEqual(fans.map(() => ({ following: true, requested: false })));
    // Three take theirs back, on whichever process answers them.
    await Promise.all(fans.slice(0, 3).map((fan) => fan.json(`/api/posts/${postId}/like`, 'POST')));

    await expect.poll(async () => (await author.graphql(POST, { id: postId })).data.post.likesCount).toBe(6);
    expect((await askEach(() => author.graphql(POST, { id: postId }))).map((r) => r.data.post.likesCount)).toEqual([6, 6, 6]);
    expect((await askEach(() => author.graphql(FOLLOWERS, { u: 'ada' }))).map((r) => r.data.userByUsername.followersCount)).toEqual([9, 9, 9]);
  });

  it('answers a write with its position, and the next process asked reads it at once', async () => {
    const reader = await signUp('rita');
    for (let i = 0; i < 6; i++) {
      const write = await reader.json(`/api/posts/${postId}/like`, 'POST');
      const position = Number(write.headers.get('glimpse-position'));
      expect(position).toBeGreaterThan(0);
      // Another process, the cookie carrying the position: no poll, the first answer has it.
      const read = await reader.request(`/api/posts/${postId}`, { method: 'GET' });
      expect(Number(read.headers.get('glimpse-position'))).toBeGreaterThanOrEqual(position);
      expect(read.body.isLiked).toBe(write.body.liked);
      // The header does as much for a client without cookies.
      const bare = await fetch(`${server.url}/api/health`, { headers: { 'glimpse-position': String(position), connection: 'close' } });
      expect(Number(bare.headers.get('glimpse-position'))).toBeGreaterThanOrEqual(position);
    }
  });

  it('tells a subscriber on one process of likes made through the others', async () => {
    const socket = new GraphQLSocket(server.url, '/graphql', { cookie: `glimpse_session=${cookieOf(author)}` });
    expect(await socket.init()).toBe('acknowledged');
    socket.subscribe('likes', 'subscription($ids: [ID!]!) { postChanged(ids: $ids) { id likesCount } }', { ids: [postId] });
    const heard = () => socket.messages.filter((m) => m.id === 'likes').map((m) => m.payload?.data?.postChanged.likesCount as number);
    // graphql-ws acknowledges no single subscription: a like toggled until one is heard tells it is live.
    const prober = await signUp('probe');
    for (let tries = 0; heard().length === 0 && tries < 50; tries++) {
      await prober.json(`/api/posts/${postId}/like`, 'POST');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const before = (await author.graphql(POST, { id: postId })).data.post.likesCount as number;
    const likers = await Promise.all(Array.from({ length: WORKERS }, (_, i) => signUp(`live${i}`)));
    // One after another, so each is answered by the next process.
    for (const liker of likers) expect((await liker.json(`/api/posts/${postId}/like`, 'POST')).status).toBe(200);
    await until(() => heard().includes(before + WORKERS), `likesCount ${before + WORKERS} over the socket; heard ${heard()}`);
    socket.socket.close();
  });

  it('passes typing signals between people connected to different processes', async () => {
    const ben = await signUp('ben');
    const cleo = await signUp('cleo');
    const cleoId = (await cleo.graphql('{ me { id } }')).data.me.id;
    const started = await ben.graphql('mutation($u: ID!) { startConversation(userId: $u) { id } }', { u: cleoId });
    const conversationId = started.data.startConversation.id;
    await ben.graphql('mutation($c: ID!) { sendMessage(conversationId: $c, content: "hi") { id } }', { c: conversationId });
    const sockets = [0, 1].map(() => new GraphQLSocket(server.url, '/graphql', { cookie: `glimpse_session=${cookieOf(cleo)}` }));
    for (const socket of sockets) {
      expect(await socket.init()).toBe('acknowledged');
      socket.subscribe('typing', 'subscription($c: ID!) { typing(conversationId: $c) { typing } }', { c: conversationId });
    }
    // cleo's two sockets are on two processes, and ben's requests on one: at least one is not his. A typing signal is sent again while typing
    // goes on (the app does the same), so one sent before a subscription started is not waited on.
    ben.sticky = true;
    const everywhere = () => sockets.every((socket) => socket.messages.some((m) => m.id === 'typing' && m.payload?.data?.typing.typing === true));
    for (let tries = 0; !everywhere() && tries < 50; tries++) {
      expect((await ben.graphql('mutation($c: ID!) { setTyping(conversationId: $c, typing: true) }', { c: conversationId })).data).toEqual({ setTyping: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(everywhere()).toBe(true);
    ben.sticky = false;
    for (const socket of sockets) socket.socket.close();
  });

  it("refuses the follow over the hour's limit whichever process gets it", async () => {
    const fickle = await signUp('fickle');
    const statuses: number[] = [];
    for (let i = 0; i <= FOLLOWS_PER_HOUR; i++) statuses.push((await fickle.json(`/api/users/${authorId}/follow`, 'POST')).status);
    expect(statuses).toEqual([...Array(FOLLOWS_PER_HOUR).fill(200), 429]);
  });

  it("counts an account's sockets across processes", async () => {
    const sam = await signUp('sam');
    const cookie = `glimpse_session=${cookieOf(sam)}`;
    const sockets = [0, 1, 2].map(() => new GraphQLSocket(server.url, '/graphql', { cookie }));
    const answers = [];
    for (const socket of sockets) answers.push(await socket.init());
    expect(answers.slice(0, 2)).toEqual(['acknowledged', 'acknowledged']);
    expect(answers[2]).toMatchObject({ code: 4429 });
    sockets[0].socket.close();
    await sockets[0].closed;
    await expect
      .poll(async () => {
        const again = new GraphQLSocket(server.url, '/graphql', { cookie });
        const answer = await again.init();
        again.socket.close();
        return answer;
      })
      .toBe('acknowledged');
    for (const socket of sockets) socket.socket.close();
  });

  it('shows administrators connected to different processes to each other, and their messages to all', async () => {
    const admins = await Promise.all(['ops_ann', 'ops_bo', 'ops_cy'].map((name) => signUp(name, { admin: true })));
    const sockets = admins.map((admin) => adminSocket(server.url, cookieOf(admin)!));
    for (const socket of sockets) await socket.next((f) => f.type === 'auth_success');
    for (const socket of sockets) await socket.next((f) => f.type === 'admin_list' && f.admins.length === 3, true);
    sockets[0].send({ type: 'chat_message', content: 'Morning, all' });
    for (const socket of sockets) await socket.next((f) => f.type === 'chat_message' && f.content === 'Morning, all');
    sockets[2].close();
    for (const socket of sockets.slice(0, 2)) await socket.next((f) => f.type === 'admin_list' && f.admins.length === 2, true);
    for (const socket of sockets) socket.close();
  });

  it('survives kill -9 of the leader: the lease moves, a new worker starts, and the mascot comments once on each post', async () => {
    const [leader] = leaderPids();
    expect(leader).toBeGreaterThan(0);
    process.kill(leader, 'SIGKILL');
    await until(() => leaderPids().some((pid) => pid !== leader), 'another worker leading', 30_000);
    await until(() => /Worker \d+ stopped \(SIGKILL\); starting another/.test(server.output()), 'a worker restarted');
    const posts = [];
    for (let i = 0; i < 3; i++) posts.push(await publish(author, `After the storm ${i}`));
    for (const id of posts) await expect.poll(async () => (await author.graphql(POST, { id })).data.post.commentsCount, { timeout: 20_000 }).toBe(1);
    // And no second one comes later, from the new leader or the old one's work.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const id of posts) expect((await askEach(() => author.graphql(POST, { id }))).map((r) => r.data.post.commentsCount)).toEqual([1, 1, 1]);
  }, 90_000);

  it('loses no acknowledged write when a worker is killed in the middle of a stream of them', async () => {
    const writer = await signUp('wendy');
    const target = await publish(writer, 'Guest book');
    const acknowledged: string[] = [];
    // One that does not lead (the leader's death is the test before).
    const stopped = [...server.output().matchAll(/Worker (\d+) stopped/g)].map((m) => Number(m[1]));
    const serving = [...server.output().matchAll(/Worker (\d+) is serving/g)].map((m) => Number(m[1])).filter((pid) => !stopped.includes(pid));
    const victim = serving.find((pid) => pid !== leaderPids().at(-1))!;
    expect(serving).toHaveLength(WORKERS);
    const writes = (async () => {
      for (let i = 0; i < 40; i++) {
        const content = `Entry ${i}`;
        // A connection the primary was handing to the worker as it died is never answered (node:cluster
        // keeps it open): a client gives up on it, as a browser would.
        const res = await writer
          .request(`/api/posts/${target}/comments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ content }),
            signal: AbortSignal.timeout(10_000),
          })
          .catch(() => null);
        if (res?.status === 201) acknowledged.push(content);
      }
    })();
    await until(() => acknowledged.length >= 10, 'ten comments in');
    process.kill(victim, 'SIGKILL');
    await writes;
    expect(acknowledged.length).toBeGreaterThan(10);
    const COMMENTS = `query($id: ID!) { post(id: $id) { comments(first: 50) { edges { node { content } } } } }`;
    await expect
      .poll(
        async () =>
          ((await author.graphql(COMMENTS, { id: target })).data?.post?.comments.edges ?? []).map((e: { node: { content: string } }) => e.node.content),
        {
          timeout: 20_000,
        },
      )
      .toEqual(expect.arrayContaining(acknowledged));
  }, 90_000);
});

type Frame = { type: string; [key: string]: any };

/** An /admin-ws connection signed in with a session cookie, recording its frames. */
function adminSocket(url: string, session: string) {
  const frames: Frame[] = [];
  const socket = new WebSocket(`${url.replace('http', 'ws')}/admin-ws`, { headers: { cookie: `glimpse_session=${session}` } });
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
  socket.on('open', () => socket.send(JSON.stringify({ type: 'auth' })));
  return {
    send: (frame: unknown) => socket.send(JSON.stringify(frame)),
    close: () => socket.close(),
    /** Waits for a frame matching (or, with `latest`, for the latest admin list to match). */
    async next(match: (frame: Frame) => boolean, latest = false) {
      const candidates = () => (latest ? frames.filter((f) => f.type === 'admin_list').slice(-1) : frames);
      await until(() => candidates().some(match), `a frame; got ${JSON.stringify(frames.slice(-3))}`);
    },
  };
}
