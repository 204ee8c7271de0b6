import { notFound } from '../../domain/errors';
import { deterministicEventId } from '../../domain/eventId';
import { storyDecider, storyStream } from '../../domain/story/decider';
import { storySeenDecider, storySeenStream } from '../../domain/story/seenDecider';
import type { StoryQueries } from '../../projections/queries/storyQueries';
import type { CommandBus } from './commandBus';
import type { MediaRef, MediaService } from './media';
import { commandContext, type RequestContext } from './requestContext';

export const STORY_PHOTOS_ONLY = 'Stories can only be photos. Please choose an image.';

/** Publishing stories (photos only), remembering which ones each viewer has seen, and reading them. */
export function storyService(execute: CommandBus, stories: StoryQueries, media: MediaService) {
  return {
    byId: stories.byId,
    /** The stories row: the viewer's own group first, then unseen ones. */
    row: stories.row,

    async publish(userId: string, photo: MediaRef, request: RequestContext): Promise<string> {
      const context = commandContext(request);
      const storyId = deterministicEventId(context.commandId, 'story', 0);
      return media.use(userId, photo, { usedAs: 'story', targetId: storyId, command: 'PublishStory', photosOnly: STORY_PHOTOS_ONLY }, request, async (file) => {
        const command = { type: 'PublishStory' as const, storyId, userId, mediaUrl: file.url, at: request.now.toISOString() };
        await execute(storyStream(storyId), storyDecider, command, context);
        return storyId;
      });
    },

    async markSeen(viewerId: string, storyId: string, request: RequestContext): Promise<void> {
      if (!(await stories.byId(storyId, viewerId, request.now))) throw notFound('Story');
      const command = { type: 'MarkStorySeen' as const, storyId, viewerId, at: request.now.toISOString() };
      await execute(storySeenStream(storyId, viewerId), storySeenDecider, command, commandContext(request));
    },
  };
}

export type StoryService = ReturnType<typeof storyService>;
