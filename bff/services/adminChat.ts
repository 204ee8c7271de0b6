import { randomUUID } from 'node:crypto';
import { adminChatStream, adminChatDecider } from '../../domain/adminChat/decider';
import type { AdminChatQueries } from '../../projections/queries/adminChatQueries';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The administrators' live chat (over /admin-ws): its messages are events on one stream. */
export function adminChatService(execute: CommandBus, chat: AdminChatQueries) {
  return {
    message: chat.message,
    /** The last `n` messages, oldest first. */
    last: chat.last,

    /** Keeps a message of the administrator's (trimmed; a blank one is dropped: null). */
    async post(adminId: string, content: unknown, request: RequestContext): Promise<string | null> {
      const messageId = randomUUID();
      const command = { type: 'PostAdminChatMessage' as const, messageId, userId: adminId, content: text(content), at: request.now.toISOString() };
      const { events } = await execute(adminChatStream, adminChatDecider, command, commandContext(request));
      return events.length ? messageId : null;
    },
  };
}

export type AdminChatService = ReturnType<typeof adminChatService>;
