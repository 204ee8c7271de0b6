import WebSocket from 'ws';
import { until } from './until';

export type SocketMessage = { type: string; id?: string; payload?: any };
export type Closed = { code: number; reason: string };

/** A raw graphql-transport-ws connection (or, on another path, a plain socket) that records what it receives. */
export class GraphQLSocket {
  readonly messages: SocketMessage[] = [];
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<Closed>;

  /** `headers`: e.g. `x-forwarded-for`, which the server trusts from loopback, to call from another address. */
  constructor(baseUrl: string, path = '/graphql', headers: Record<string, string> = {}) {
    this.socket = new WebSocket(baseUrl.replace('http', 'ws') + path, path === '/graphql' ? 'graphql-transport-ws' : undefined, { headers });
    this.opened = new Promise((resolve) => this.socket.once('open', () => resolve()));
    this.closed = new Promise((resolve) => this.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    this.socket.on('message', (data) => this.messages.push(JSON.parse(data.toString())));
    this.socket.on('error', () => undefined);
  }

  send(message: unknown) {
    this.socket.send(JSON.stringify(message));
  }

  /** Opens the connection (with a token, or signed out); resolves when acknowledged, or with the close that refused it. */
  async init(token?: string | null): Promise<'acknowledged' | Closed> {
    const opened = await Promise.race([this.opened.then(() => true as const), this.closed]);
    if (opened !== true) return opened;
    this.send({ type: 'connection_init', payload: token ? { token } : {} });
    const acked = until(() => this.messages.some((m) => m.type === 'connection_ack'), 'connection_ack').then(() => 'acknowledged' as const);
    return Promise.race([acked, this.closed]);
  }

  subscribe(id: string, query: string, variables?: Record<string, unknown>) {
    this.send({ id, type: 'subscribe', payload: { query, variables } });
  }

  /** The first message about operation `id` (its first result, or the error refusing it). */
  async answerTo(id: string): Promise<SocketMessage> {
    await until(() => this.messages.some((m) => m.id === id), `an answer to ${id}`);
    return this.messages.find((m) => m.id === id)!;
  }
}
