import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { isFromThisSite } from './sameOrigin';
import { refuseUpgrade } from './upgradeRefusal';

/**
 * Refuses (403, before the WebSocket handshake) an upgrade that a page of another site started:
 * a browser sends the user's cookie with it, and the socket would then speak for them. Returns
 * true when it refused.
 */
export function refuseForeignUpgrade(request: IncomingMessage, socket: Duplex, allowedOrigins: readonly string[]): boolean {
  if (isFromThisSite(request, allowedOrigins)) return false;
  refuseUpgrade(socket, '403 Forbidden', 'Connections from other sites are not allowed.');
  return true;
}
