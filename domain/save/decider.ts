import type { Decider } from '../decider';
import type { EventOf } from '../events';

/** One stream per (post, user): a tap on the bookmark saves or unsaves, decided from the stream's own state. */
export type SaveCommand = { type: 'ToggleSave'; postId: string; userId: string; at: string };
export type SaveEvent = EventOf<'PostSaved' | 'PostUnsaved'>;
export type SaveState = { saved: boolean };

export const saveStream = (postId: string, userId: string) => `save-${postId}-${userId}`;

export const saveDecider: Decider<SaveCommand, SaveEvent, SaveState> = {
  eventTypes: { PostSaved: true, PostUnsaved: true },
  initialState: () => ({ saved: false }),
  evolve: (_state, event) => ({ saved: event.type === 'PostSaved' }),
  decide({ postId, userId, at }, { saved }) {
    return [saved ? { type: 'PostUnsaved', data: { postId, userId, at } } : { type: 'PostSaved', data: { postId, userId, at } }];
  },
};
