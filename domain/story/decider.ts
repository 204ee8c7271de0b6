import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';

/** A story shows for a day after it is posted. */
export const STORY_LIFETIME_MS = 24 * 3600 * 1000;

export type StoryCommand = { type: 'PublishStory'; storyId: string; userId: string; mediaUrl: string; at: string };
export type StoryEvent = EventOf<'StoryPublished'>;
export type StoryState = { published: boolean };

export const storyStream = (storyId: string) => `story-${storyId}`;

export const storyDecider: Decider<StoryCommand, StoryEvent, StoryState> = {
  eventTypes: { StoryPublished: true },
  initialState: () => ({ published: false }),
  evolve: () => ({ published: true }),
  decide({ storyId, userId, mediaUrl, at }, state) {
    if (state.published) throw new DomainError('conflict', 'This story already exists');
    const expiresAt = new Date(Date.parse(at) + STORY_LIFETIME_MS).toISOString();
    return [{ type: 'StoryPublished', data: { storyId, userId, mediaUrl, at, expiresAt } }];
  },
};
