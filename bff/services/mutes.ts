import { invalidInput, notFound } from '../../domain/errors';
import { muteDecider, muteStream } from '../../domain/mute/decider';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { RelationQueries } from '../../projections/visibility/relations';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

/** Muting: one small stream per (muter, muted); a call toggles it. The muted person's posts and stories leave the muter's feed and stories row; they are not told. */
export function muteService(execute: CommandBus, users: UserQueries, relations: RelationQueries) {
  return {
    isMuted: relations.isMuted,

    /** Mutes the person, or unmutes them; answers whether the muter now mutes them. */
    async toggle(muterId: string, mutedId: string, request: RequestContext): Promise<boolean> {
      if (muterId === mutedId) throw invalidInput('You cannot mute yourself');
      if (!(await users.byId(mutedId))) throw notFound('User');
      const command = { type: 'ToggleMute' as const, muterId, mutedId, at: request.now.toISOString() };
      const { state } = await execute(muteStream(muterId, mutedId), muteDecider, command, commandContext(request));
      return state.muted;
    },
  };
}

export type MuteService = ReturnType<typeof muteService>;
