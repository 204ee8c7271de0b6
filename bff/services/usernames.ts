import { notFound } from '../../domain/errors';
import { reservationDecider, reservationStream } from '../../domain/reservation/decider';
import { changeUsernameInputSchema } from '../../domain/user/changeUsernameInput';
import { userStream } from '../../domain/user/decider';
import { usernameDecider, type UsernameCommand } from '../../domain/username/decider';
import type { MeView } from '../../projections/queries/types';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

/**
 * Changing a username. The new name is claimed on its reservation stream first (a taken one is
 * refused as at sign-up), then the change is recorded, then the old name is released for anyone to
 * take: in this order a name is never held by two people, nor free while its owner still shows it.
 */
export function usernameService(execute: CommandBus, users: UserQueries, opaqueName: (normalised: string) => string) {
  // `which` tells the commands of one request apart; never the name itself, which a command id would keep in clear.
  const reservation = (type: 'Reserve' | 'Release', which: 'new' | 'old', value: string, userId: string, request: RequestContext) =>
    execute(
      reservationStream('username', value, opaqueName),
      reservationDecider,
      { type, kind: 'username', value, userId },
      commandContext(request, `${type}-${which}-username`),
    );

  return {
    /** Answers the person as they now are; their own name again changes nothing. */
    async change(userId: string, raw: { username: unknown }, request: RequestContext): Promise<MeView> {
      const { username } = changeUsernameInputSchema.parse(raw);
      const current = await users.byId(userId);
      if (!current) throw notFound('User');
      if (username !== current.username) {
        const command: UsernameCommand = { type: 'ChangeUsername', userId, username, at: request.now.toISOString() };
        const context = commandContext(request, 'change-username');
        // Refused by its limit before the new name is claimed, so a refusal holds no name.
        await execute.precheck(command, context);
        // Another case of the same name is the same reservation: it is neither claimed again nor released.
        const newName = username.toLowerCase() !== current.username.toLowerCase();
        if (newName) await reservation('Reserve', 'new', username, userId, request);
        try {
          await execute(userStream(userId), usernameDecider, command, context);
        } catch (error) {
          if (newName) await reservation('Release', 'new', username, userId, request);
          throw error;
        }
        if (newName) await reservation('Release', 'old', current.username, userId, request);
      }
      const me = await users.me(userId, request.now);
      if (!me) throw notFound('User');
      return me;
    },
  };
}

export type UsernameService = ReturnType<typeof usernameService>;
