import type { Decider } from '../decider';
import type { EventOf } from '../events';

/**
 * One stream per (story, viewer): seen once, remembered for good; seeing it again changes
 * nothing. The story's own stream stays small however many people watch it.
 */
export type StorySeenCommand = { type: 'MarkStorySeen'; storyId: string; viewerId: string; at: string };
export type StorySeenEvent = EventOf<'StorySeen'>;
export type StorySeenState = { seen: boolean };

export const storySeenStream = (storyId: string, viewerId: string) => `storyseen-${storyId}-${viewerId}`;

export const storySeenDecider: Decider<StorySeenCommand, StorySeenEvent, StorySeenState> = {
  eventTypes: { StorySeen: true },
  initialState: () => ({ seen: false }),
  evolve: () => ({ seen: true }),
  decide: ({ storyId, viewerId, at }, { seen }) => (seen ? [] : [{ type: 'StorySeen', data: { storyId, viewerId, at } }]),
};
