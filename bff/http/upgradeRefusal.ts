import type { Duplex } from 'node:stream';

/** Answers an upgrade request with a plain HTTP refusal and a `{message}` body, before any WebSocket handshake. */
export function refuseUpgrade(socket: Duplex, status: string, message: string, headers: Record<string, string | number> = {}): void {
  const body = JSON.stringify({ message });
  const lines = Object.entries({
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  socket.end(`HTTP/1.1 ${status}\r\n${lines.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`);
}
