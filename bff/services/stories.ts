import { randomUUID } from 'node:crypto';
import type { MediaStore } from '../../domain/ports/mediaStore';
import { storyDecider, storyStream } from '../../domain/story/decider';
import { storySeenDecider, storySeenStream } from '../../domain/story/seenDecider';
import type { StoryQueries } from '../../projections/queries/storyQueries';
import { HttpError } from '../errors';
import { mediaTypeOfId, mediaUrl } from '../media/mediaIds';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

export const STORY_PHOTOS_ONLY = 'Stories can only be photos. Please choose an image.';

/** Publishing stories (photos only) and remembering which ones each viewer has seen. */
export function storyService(execute: CommandBus, media: MediaStore, stories: StoryQueries) {
  return {
    async publish(userId: string, mediaId: string, request: RequestContext): Promise<string> {
      const type = mediaTypeOfId(mediaId);
      if (type === 'video') throw new HttpError(400, STORY_PHOTOS_ONLY);
      if (type !== 'image' || !(await media.get(mediaId))) throw new HttpError(400, 'No file selected');
      const storyId = randomUUID();
      const command = { type: 'PublishStory' as const, storyId, userId, mediaUrl: mediaUrl(mediaId), at: new Date().toISOString() };
      await execute(storyStream(storyId), storyDecider, command, commandContext(request));
      return storyId;
    },

    async markSeen(viewerId: string, storyId: string, request: RequestContext): Promise<void> {
      if (!(await stories.byId(storyId, viewerId, new Date()))) throw new HttpError(404, 'Story not found');
      const command = { type: 'MarkStorySeen' as const, storyId, viewerId, at: new Date().toISOString() };
      await execute(storySeenStream(storyId, viewerId), storySeenDecider, command, commandContext(request));
    },
  };
}

export type StoryService = ReturnType<typeof storyService>;
