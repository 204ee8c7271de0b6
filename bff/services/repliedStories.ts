import type { MessageView } from '../../projections/queries/types';
import type { StoryQueries } from '../../projections/queries/storyQueries';

/**
 * The story a message replies to as one participant sees it now. Its media show only while the
 * story is live and theirs to see: an expired or deleted story keeps its id and type, and says it
 * is no longer available, as Instagram's thread does.
 */
export type RepliedStoryView = {
  id: string;
  mediaType: 'image' | 'video';
  available: boolean;
  mediaUrl: string | null;
  posterUrl: string | null;
};

/** The stories `messages` reply to, as `viewerId` sees them at `now`, by message id (one read for the page). */
export async function repliedStories(stories: StoryQueries, messages: MessageView[], viewerId: string, now: Date): Promise<Map<string, RepliedStoryView>> {
  const replies = messages.filter((m) => m.story);
  const openable = await stories.openable(
    replies.map((m) => m.story!.storyId),
    viewerId,
    now,
  );
  return new Map(
    replies.map(({ id, story }) => {
      const { storyId, mediaType, mediaUrl, posterUrl } = story!;
      const available = openable.has(storyId);
      return [id, { id: storyId, mediaType, available, mediaUrl: available ? mediaUrl : null, posterUrl: available ? posterUrl : null }];
    }),
  );
}
