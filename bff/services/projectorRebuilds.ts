import { PROJECTIONS_STREAM, rebuildDecider } from '../../domain/projections/rebuildDecider';
import type { Projector } from '../../projections/projector';
import type { RebuildProgress } from '../../projections/rebuild';
import { RebuildRefused, rebuildGroup } from '../../projections/rebuildGroups';
import { DomainError } from '../../domain/decider';
import { invalidInput } from '../../domain/errors';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

export type RebuildRequested = { projector: string; projectors: string[]; generation: number };

/**
 * An operator's request to rebuild a projector while serving (`npm run replay -- --projector NAME`
 * asks through `POST /api/admin/projectors/rebuild`), with the admin code. It is appended to the
 * log, so every process projecting it rebuilds its own read models (projections/rebuild.ts); the
 * answer comes once this process has taken it up.
 */
export function projectorRebuildService(deps: {
  execute: CommandBus;
  projectors: readonly Projector[];
  checkAdminCode: (code: unknown, clientIp: string | null) => void;
  /** The rebuilds this process has under way. */
  underWay: () => RebuildProgress[];
}) {
  return {
    async request(adminCode: unknown, projector: unknown, request: RequestContext): Promise<RebuildRequested> {
      deps.checkAdminCode(adminCode, request.clientIp);
      if (typeof projector !== 'string') throw invalidInput('Name the projector to rebuild');
      let projectors: string[];
      try {
        projectors = rebuildGroup(deps.projectors, projector).projectors.map((p) => p.name);
      } catch (error) {
        throw error instanceof RebuildRefused ? invalidInput(error.message) : error;
      }
      // The runner would ignore it, and the asker wait for a generation that never comes.
      const busy = deps.underWay().find((rebuild) => !rebuild.failed && rebuild.projectors.some((name) => projectors.includes(name)));
      if (busy)
        throw new DomainError(
          'conflict',
          `${busy.projectors.join(', ')} are being rebuilt (generation ${busy.generation}): ask again once they are swapped in`,
        );
      const command = { type: 'RequestProjectorRebuild' as const, projector, at: request.now.toISOString() };
      const { position } = await deps.execute(PROJECTIONS_STREAM, rebuildDecider, command, commandContext(request, 'rebuild'));
      return { projector, projectors, generation: position ?? 0 };
    },
  };
}
