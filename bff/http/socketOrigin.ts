import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { isFromThisSite } from './sameOrigin';

const REFUSED_BODY = JSON.stringify({ message: 'Connections from other sites are not allowed.' });

/**
 * Refuses (403, before the WebSocket handshake) an upgrade that a page of another site started:
 * a browser sends the user's cookie with it, and the socket would then speak for them. Returns
 * true when it refused.
 */
export function refuseForeignUpgrade(request: IncomingMessage, socket: Duplex, allowedOrigins: readonly string[]): boolean {
  if (isFromThisSite(request, allowedOrigins)) return false;
  socket.end(
    `HTTP/1.1 403 Forbidden\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(REFUSED_BODY)}\r\nconnection: close\r\n\r\n${REFUSED_BODY}`,
  );
  return true;
}
