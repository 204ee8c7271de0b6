import type { MessageView, UserView } from '../../projections/queries/types';
import type { Services } from '../services/services';

export const person = (user: UserView) => ({ id: user.id, username: user.username, avatar: user.avatar });

/** Messages as the mobile client reads them, each with its sender and, for a reply to a story, the story's id and media. */
export async function messagesJson(services: Services, messages: MessageView[]) {
  const senders = await services.users.usersByIds(messages.map((m) => m.senderId));
  return messages.flatMap((m) => {
    const sender = senders.get(m.senderId);
    if (!sender) return [];
    const story = m.story && { id: m.story.storyId, mediaUrl: m.story.mediaUrl, mediaType: m.story.mediaType, posterUrl: m.story.posterUrl };
    return [{ id: m.id, content: m.content, createdAt: m.createdAt, sender: person(sender), story }];
  });
}
