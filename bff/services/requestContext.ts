import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../domain/commandHandler';

/** Who is asking, from where, and the id their command will carry. */
export type RequestContext = {
  viewerId: string | null;
  /** The live session the viewer signed in with (null when signed out). */
  sessionId: string | null;
  clientIp: string | null;
  /** A client-chosen Idempotency-Key makes a retried request a no-op. */
  idempotencyKey: string | null;
};

/** A command context for one command of a request; `part` tells apart several commands of one request. */
export function commandContext(request: RequestContext, part = ''): CommandContext {
  const base = request.idempotencyKey ? `${request.viewerId ?? 'anon'}:${request.idempotencyKey}` : randomUUID();
  return {
    commandId: part ? `${base}:${part}` : base,
    correlationId: base,
    ...(request.viewerId ? { userId: request.viewerId } : {}),
    ...(request.clientIp ? { clientIp: request.clientIp } : {}),
    now: new Date(),
  };
}
