import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';
import { characterCount } from '../text';
import { userText } from '../userText';

/** One stream for the whole chat. */
export const adminChatStream = 'adminchat';
export const ADMIN_CHAT_MESSAGE_MAX = 2000;

export type AdminChatCommand = { type: 'PostAdminChatMessage'; messageId: string; userId: string; content: string; at: string };
export type AdminChatEvent = EventOf<'AdminChatMessagePosted'>;
export type AdminChatState = null;

/** The chat keeps no state to decide on: each message stands alone, clean (userText.ts) and never blank. */
export const adminChatDecider: Decider<AdminChatCommand, AdminChatEvent, AdminChatState> = {
  eventTypes: { AdminChatMessagePosted: true },
  initialState: () => null,
  evolve: (state) => state,
  decide({ messageId, userId, content, at }) {
    const trimmed = userText(content, 'lines', 'A message');
    if (!trimmed) return [];
    if (characterCount(trimmed) > ADMIN_CHAT_MESSAGE_MAX) throw new DomainError('invalid', `A message must be at most ${ADMIN_CHAT_MESSAGE_MAX} characters.`);
    return [{ type: 'AdminChatMessagePosted', data: { messageId, userId, content: trimmed, at } }];
  },
};
