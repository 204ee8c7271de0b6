import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';

/** A story shows for a day after it is posted. */
export const STORY_LIFETIME_MS = 24 * 3600 * 1000;

export const STORY_NOT_FOUND = 'Story not found';
export const ONLY_OWN_STORIES = 'You can only delete your own stories.';

export type StoryCommand =
  | {
      type: 'PublishStory';
      storyId: string;
      userId: string;
      mediaUrl: string;
      mediaType: 'image' | 'video';
      posterUrl: string | null;
      at: string;
    }
  | { type: 'DeleteStory'; storyId: string; userId: string; at: string };
export type StoryEvent = EventOf<'StoryPublished' | 'StoryDeleted'>;
export type StoryState = { status: 'none' | 'published' | 'deleted'; authorId: string | null };

export const storyStream = (storyId: string) => `story-${storyId}`;

export const storyDecider: Decider<StoryCommand, StoryEvent, StoryState> = {
  eventTypes: { StoryPublished: true, StoryDeleted: true },
  initialState: () => ({ status: 'none', authorId: null }),
  evolve: (state, event) => (event.type === 'StoryPublished' ? { status: 'published', authorId: event.data.userId } : { ...state, status: 'deleted' }),
  decide(command, state) {
    switch (command.type) {
      case 'PublishStory': {
        const { storyId, userId, mediaUrl, mediaType, posterUrl, at } = command;
        if (state.status !== 'none') throw new DomainError('conflict', 'This story already exists');
        const expiresAt = new Date(Date.parse(at) + STORY_LIFETIME_MS).toISOString();
        return [{ type: 'StoryPublished', data: { storyId, userId, mediaUrl, mediaType, posterUrl, at, expiresAt } }];
      }
      case 'DeleteStory': {
        if (state.status !== 'published') throw new DomainError('not_found', STORY_NOT_FOUND);
        if (state.authorId !== command.userId) throw new DomainError('forbidden', ONLY_OWN_STORIES);
        return [{ type: 'StoryDeleted', data: { storyId: command.storyId, userId: command.userId, at: command.at } }];
      }
    }
  },
};
