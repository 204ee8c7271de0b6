import type { MessageView, UserView } from '../../projections/queries/types';
import type { Services } from '../services/services';

export const person = (user: UserView) => ({ id: user.id, username: user.username, avatar: user.avatar });

/**
 * Messages as the mobile client reads them, each with its sender and `story`: null, or for a reply
 * to a story `{id, mediaType, available, mediaUrl, posterUrl}` as `viewerId` sees it now (the media
 * null once the story expired or was deleted).
 */
export async function messagesJson(services: Services, messages: MessageView[], viewerId: string, now: Date) {
  const [senders, stories] = await Promise.all([
    services.users.usersByIds(messages.map((m) => m.senderId)),
    services.stories.repliedStories(messages, viewerId, now),
  ]);
  return messages.flatMap((m) => {
    const sender = senders.get(m.senderId);
    if (!sender) return [];
    return [{ id: m.id, content: m.content, createdAt: m.createdAt, sender: person(sender), story: stories.get(m.id) ?? null }];
  });
}
