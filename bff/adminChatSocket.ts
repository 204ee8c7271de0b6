import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { clientIpOf } from './auth/httpSession';
import { SESSION_COOKIE, type SessionClaim } from './auth/session';
import { ACCOUNT_BANNED, AUTHENTICATION_REQUIRED } from '../domain/errors';
import type { ClusterLink } from './cluster/clusterLink';
import { describeError } from './errors';
import { ADMIN_REQUIRED } from './services/adminAccess';
import type { Services } from './services/services';
import { AUTH_TIMEOUT_REASON, AUTH_WAIT_MS, CLOSE_AUTH_TIMEOUT, CLOSE_TOO_MANY_SOCKETS, tooManySocketsReason } from './socketLimits';

const HISTORY_SENT = 50;
// Close codes in the private range: refused at auth, and ended by a ban.
const CLOSE_REFUSED = 4401;
const CLOSE_BANNED = 4403;
// What each worker shares of who is online here: the ids of its signed-in admins.
const ONLINE_ADMINS = 'admin-chat-online';

type AdminEntry = { userId: string; username: string; fullName: string | null; avatar: string | null };
type Client = { socket: WebSocket; request: IncomingMessage; userId: string | null; sessionId: string | null; authWait: NodeJS.Timeout };

/**
 * The live session of a token in the auth frame, or else of the session cookie of the upgrade
 * request when it came from this very site.
 */
async function liveSessionOf(services: Services, request: IncomingMessage, token: unknown): Promise<SessionClaim | null> {
  if (typeof token === 'string' && token) return services.sessions.liveClaim(`Bearer ${token}`, undefined);
  const origin = request.headers.origin;
  // An Origin that is no URL ('null' from a sandboxed page, or garbage) is no same-site one.
  const sameSite = !origin || (URL.canParse(origin) && new URL(origin).host === request.headers.host);
  return sameSite && request.headers.cookie?.includes(SESSION_COOKIE) ? services.sessions.liveClaim(undefined, request.headers.cookie) : null;
}

/**
 * The `/admin-ws` chat among online administrators, with the original client's protocol: the
 * client sends `{type: 'auth', token}` then `{type: 'chat_message', content}`; the server answers
 * `auth_success`, the last 50 messages, `chat_message` to every admin (the sender too) and
 * `admin_list` whenever the set of online admins changes. Messages are kept as events.
 */
export function createAdminChatSocket(services: Services, cluster: ClusterLink | null = null): WebSocketServer {
  const server = new WebSocketServer({ noServer: true });
  const clients = new Set<Client>();
  let lastList = '';
  let lastShared = '';

  const authenticated = () => [...clients].filter((c) => c.userId !== null);
  const onlineHere = () => [...new Set(authenticated().map((c) => c.userId!))];
  // Admins online through the other workers.
  const onlineElsewhere = () => [...(cluster?.parts(ONLINE_ADMINS).values() ?? [])].flatMap((ids) => (Array.isArray(ids) ? (ids as string[]) : []));
  const send = (socket: WebSocket, frame: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  async function adminList(): Promise<AdminEntry[]> {
    const ids = [...new Set([...onlineHere(), ...onlineElsewhere()])];
    const users = await services.users.usersByIds(ids);
    return ids.flatMap((id) => {
      const user = users.get(id);
      return user ? [{ userId: id, id, username: user.username, fullName: user.fullName, avatar: user.avatar }] : [];
    });
  }

  /** Sends the list to every admin when it changed, else only to `newcomer` (a second tab of an admin already listed). */
  async function publishAdminList(newcomer?: WebSocket) {
    const here = JSON.stringify(onlineHere());
    if (cluster && here !== lastShared) {
      lastShared = here;
      cluster.share(ONLINE_ADMINS, JSON.parse(here));
    }
    const admins = await adminList();
    const text = JSON.stringify({ type: 'admin_list', admins });
    if (text !== lastList) {
      lastList = text;
      for (const c of authenticated()) send(c.socket, { type: 'admin_list', admins });
    } else if (newcomer) send(newcomer, { type: 'admin_list', admins });
  }

  function frameOf(message: { _id: string; userId: string; content: string; at: string }, authors: Map<string, { username: string; avatar: string | null }>) {
    const author = authors.get(message.userId);
    return {
      id: message._id,
      type: 'chat_message',
      content: message.content,
      timestamp: message.at,
      user: { id: message.userId, username: author?.username ?? 'Deleted user', avatar: author?.avatar ?? null },
    };
  }

  async function authenticate(client: Client, token: unknown) {
    const claim = await liveSessionOf(services, client.request, token);
    const user = claim && !services.gate.isBanned(claim.userId) ? await services.users.byId(claim.userId) : null;
    if (!user?.isAdmin) {
      const message = user ? ADMIN_REQUIRED : AUTHENTICATION_REQUIRED;
      send(client.socket, { type: 'error', message });
      client.socket.close(CLOSE_REFUSED, message);
      return;
    }
    if (!(await services.sockets.admitAccount(user.id, client.socket))) {
      const reason = tooManySocketsReason(services.sockets.limits);
      send(client.socket, { type: 'error', message: reason });
      client.socket.close(CLOSE_TOO_MANY_SOCKETS, reason);
      return;
    }
    client.userId = user.id;
    client.sessionId = claim!.sessionId;
    send(client.socket, { type: 'auth_success' });
    const messages = await services.adminChat.last(HISTORY_SENT);
    const authors = await services.users.usersByIds(messages.map((m) => m.userId));
    for (const message of messages) send(client.socket, frameOf(message, authors));
    await publishAdminList(client.socket);
  }

  async function postMessage(client: Client, content: unknown) {
    if (typeof content !== 'string' || !content.trim()) return;
    try {
      const request = {
        viewerId: client.userId,
        sessionId: client.sessionId,
        clientIp: clientIpOf(client.request),
        idempotencyKey: null,
        now: services.clock(),
      };
      await services.adminChat.post(client.userId!, content, request);
    } catch (error) {
      const { message, retryAfterSeconds } = describeError(error);
      send(client.socket, { type: 'error', message, ...(retryAfterSeconds === undefined ? {} : { retryAfter: retryAfterSeconds }) });
    }
  }

  async function onFrame(client: Client, raw: string) {
    let frame: { type?: unknown; token?: unknown; content?: unknown };
    try {
      frame = JSON.parse(raw);
    } catch {
      return; // a malformed frame is ignored; the connection stays
    }
    if (!frame || typeof frame !== 'object') return;
    if (frame.type === 'auth' && client.userId === null) {
      // Every auth frame ends in a signed-in socket or a closed one; it no longer needs the deadline.
      clearTimeout(client.authWait);
      await authenticate(client, frame.token);
    } else if (frame.type === 'chat_message' && client.userId !== null) await postMessage(client, frame.content);
  }

  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    // A socket that never signs in would otherwise hold its place (and memory) for ever.
    const authWait = setTimeout(() => {
      send(socket, { type: 'error', message: AUTH_TIMEOUT_REASON });
      socket.close(CLOSE_AUTH_TIMEOUT, AUTH_TIMEOUT_REASON);
    }, AUTH_WAIT_MS);
    const client: Client = { socket, request, userId: null, sessionId: null, authWait };
    clients.add(client);
    // Frames are handled one after another, so an auth is complete before the next frame is read.
    let queue = Promise.resolve();
    socket.on('message', (data) => {
      queue = queue.then(() => onFrame(client, data.toString())).catch((error) => console.error('admin-ws:', error));
    });
    socket.on('error', (error) => console.error('admin-ws:', error.message));
    socket.on('close', () => {
      clearTimeout(authWait);
      clients.delete(client);
      if (client.userId) void publishAdminList().catch(console.error);
    });
  });

  services.projections.onChange((notice) => {
    if (notice.kind === 'session-ended') {
      for (const c of clients) if (c.sessionId === notice.id) c.socket.close(CLOSE_REFUSED, 'Session ended');
      return;
    }
    // An online admin's new name or picture reaches the others' lists at once.
    if (notice.kind === 'user') {
      if (onlineHere().includes(notice.id) || onlineElsewhere().includes(notice.id)) void publishAdminList().catch(console.error);
      return;
    }
    if (notice.kind !== 'adminChat') return;
    void (async () => {
      const listening = authenticated();
      if (listening.length === 0) return;
      const message = await services.adminChat.message(notice.id);
      if (!message) return;
      const frame = frameOf(message, await services.users.usersByIds([message.userId]));
      for (const c of listening) send(c.socket, frame);
    })().catch(console.error);
  });

  services.gate.onBanned((userId) => {
    for (const c of clients) if (c.userId === userId) c.socket.close(CLOSE_BANNED, ACCOUNT_BANNED);
  });

  cluster?.onShared(ONLINE_ADMINS, () => void publishAdminList().catch(console.error));

  return server;
}
