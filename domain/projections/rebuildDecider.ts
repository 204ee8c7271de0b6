import type { Decider } from '../decider';
import type { EventOf } from '../events';

/** The operators' requests to rebuild read models, on one stream. */
export const PROJECTIONS_STREAM = 'projections';

export type RebuildCommand = { type: 'RequestProjectorRebuild'; projector: string; at: string };
export type RebuildEvent = EventOf<'ProjectorRebuildRequested'>;

/** Every request is recorded: asking again rebuilds again (the name was checked by whoever asks). */
export const rebuildDecider: Decider<RebuildCommand, RebuildEvent, null> = {
  eventTypes: { ProjectorRebuildRequested: true },
  initialState: () => null,
  evolve: (state) => state,
  decide: ({ projector, at }) => [{ type: 'ProjectorRebuildRequested', data: { projector, at } }],
};
