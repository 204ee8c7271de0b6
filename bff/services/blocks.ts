import { blockDecider, blockStream } from '../../domain/block/decider';
import { invalidInput, notFound } from '../../domain/errors';
import { followDecider, followStream } from '../../domain/follow/decider';
import type { UserView } from '../../projections/queries/types';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { RelationQueries } from '../../projections/visibility/relations';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

/**
 * Blocking: one small stream per (blocker, blocked); a call toggles it. A block ends the follows
 * and follow requests between the two people, both ways, as events on their follow streams;
 * unblocking gives none of them back. What a block hides and refuses is the visibility policy's
 * (projections/visibility/policy.ts).
 */
export function blockService(execute: CommandBus, users: UserQueries, relations: RelationQueries) {
  return {
    isBlockedEitherWay: relations.isBlockedEitherWay,

    /** Blocks the person, or unblocks them; answers whether the blocker now blocks them. */
    async toggle(blockerId: string, blockedId: string, request: RequestContext): Promise<boolean> {
      if (blockerId === blockedId) throw invalidInput('You cannot block yourself');
      if (!(await users.byId(blockedId))) throw notFound('User');
      const at = request.now.toISOString();
      const { state } = await execute(
        blockStream(blockerId, blockedId),
        blockDecider,
        { type: 'ToggleBlock', blockerId, blockedId, at },
        commandContext(request),
      );
      if (!state.blocked) return false;
      for (const [followerId, followeeId] of [
        [blockerId, blockedId],
        [blockedId, blockerId],
      ]) {
        const sever = { type: 'SeverFollow' as const, followerId, followeeId, by: blockerId, at };
        await execute(followStream(followerId, followeeId), followDecider, sever, commandContext(request, `sever-${followerId}`));
      }
      return true;
    },

    /** The people the user blocked, most recent first. */
    async blocked(userId: string): Promise<UserView[]> {
      const ids = await relations.blockedBy(userId);
      const people = await users.usersByIds(ids);
      return ids.flatMap((id) => people.get(id) ?? []);
    },
  };
}

export type BlockService = ReturnType<typeof blockService>;
