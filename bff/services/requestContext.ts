import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../domain/commandHandler';

/** Who is asking, from where, when, and the id their command will carry. */
export type RequestContext = {
  viewerId: string | null;
  /**
   * The person a live session belongs to when they are banned: signed out for everything else,
   * they may still learn why and appeal (the banned screen).
   */
  bannedUserId?: string | null;
  /** The live session the viewer signed in with (null when signed out). */
  sessionId: string | null;
  clientIp: string | null;
  /** The User-Agent the request came with, recorded when it starts a session (absent: none). */
  userAgent?: string | null;
  /** The origin the client asked for (`https://host`), as a proxy on this machine forwarded it; absent over WebSocket. */
  siteOrigin?: string | null;
  /** The Accept-Language header the request came with (absent: none): the language of a refusal when the person chose none. */
  acceptLanguage?: string | null;
  /** A client-chosen Idempotency-Key makes a retried request a no-op. */
  idempotencyKey: string | null;
  /**
   * When the request came in, from the server's clock (tests inject their own): every time a
   * service records or compares is this one, so a request is one moment.
   */
  now: Date;
};

/** The server's own work (the demo content, the mascot, sweeps): no viewer, no address, so no guard or rate limit applies. */
export const serverRequest = (now: Date, viewerId: string | null = null): RequestContext => ({
  viewerId,
  sessionId: null,
  clientIp: null,
  idempotencyKey: null,
  now,
});

/** A command context for one command of a request; `part` tells apart several commands of one request. */
export function commandContext(request: RequestContext, part = ''): CommandContext {
  const base = request.idempotencyKey ? `${request.viewerId ?? 'anon'}:${request.idempotencyKey}` : randomUUID();
  return {
    commandId: part ? `${base}:${part}` : base,
    correlationId: base,
    ...(request.viewerId ? { userId: request.viewerId } : {}),
    ...(request.clientIp ? { clientIp: request.clientIp } : {}),
    now: request.now,
  };
}
