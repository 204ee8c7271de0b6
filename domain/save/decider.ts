import type { Decider } from '../decider';
import type { DomainEvent } from '../events';

/** One stream per (post, user): a tap on the bookmark saves or unsaves, decided from the stream's own state. */
export type SaveCommand = { type: 'ToggleSave'; postId: string; userId: string; at: string };
export type SaveState = { saved: boolean };

export const saveStream = (postId: string, userId: string) => `save-${postId}-${userId}`;

export const saveDecider: Decider<SaveCommand, DomainEvent, SaveState> = {
  initialState: () => ({ saved: false }),
  evolve(state, event) {
    if (event.type === 'PostSaved') return { saved: true };
    if (event.type === 'PostUnsaved') return { saved: false };
    return state;
  },
  decide({ postId, userId, at }, { saved }) {
    return [saved ? { type: 'PostUnsaved', data: { postId, userId, at } } : { type: 'PostSaved', data: { postId, userId, at } }];
  },
};
