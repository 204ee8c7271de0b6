import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain/decider';
import type { EventOf } from '../../domain/events';
import { MASCOT_USER_ID, mascotCommentId, mascotLine } from '../../domain/mascot/lines';
import { postDecider, postStream } from '../../domain/post/decider';
import { reservationDecider, reservationStream } from '../../domain/reservation/decider';
import { userDecider, userStream } from '../../domain/user/decider';
import type { UserQueries } from '../../projections/queries/userQueries';
import { hashPassword } from '../auth/password';
import type { Clock } from '../clock';
import type { CommandBus } from './commandBus';

const USERNAMES = ['mascot', 'glimpse_mascot'];
const EMAIL = 'mascot@glimpse.invalid';
const BIRTH_DATE = '2000-01-01T00:00:00.000Z';

/**
 * The mascot account and its comments. Every command has an id derived from what it is about, so
 * running any of them again (after a restart, a crash or a replay) writes nothing twice. It acts
 * outside any request, so its time comes from the server's clock.
 */
export function mascotService(execute: CommandBus, users: UserQueries, opaqueName: (normalised: string) => string, clock: Clock) {
  const context = (commandId: string, now: Date) => ({ commandId, userId: MASCOT_USER_ID, now });
  return {
    /** Creates the account on the first start; later starts find it. Answers when it was registered. */
    async ensureAccount(): Promise<void> {
      if (await users.byId(MASCOT_USER_ID)) return;
      const now = clock();
      let username: string | null = null;
      for (const candidate of USERNAMES) {
        const reserve = { type: 'Reserve' as const, kind: 'username' as const, value: candidate, userId: MASCOT_USER_ID };
        try {
          await execute(reservationStream('username', candidate, opaqueName), reservationDecider, reserve, context(`mascot:reserve:${candidate}`, now));
          username = candidate;
          break;
        } catch (error) {
          if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
        }
      }
      if (!username) throw new Error('No username is free for the mascot');
      const email = { type: 'Reserve' as const, kind: 'email' as const, value: EMAIL, userId: MASCOT_USER_ID };
      await execute(reservationStream('email', EMAIL, opaqueName), reservationDecider, email, context('mascot:reserve:email', now));
      const register = {
        type: 'RegisterUser' as const,
        userId: MASCOT_USER_ID,
        username,
        email: EMAIL,
        // Of a password no one knows: the mascot never signs in.
        passwordHash: await hashPassword(randomUUID()),
        birthDate: BIRTH_DATE,
        avatar: null,
        isAdmin: false,
        at: now.toISOString(),
      };
      await execute(userStream(MASCOT_USER_ID), userDecider, register, context('mascot:register', now));
    },

    /** Comments once on a post; a post gone (deleted, banned) gets nothing. */
    async commentOn(published: EventOf<'PostPublished'>['data']): Promise<void> {
      const { postId } = published;
      const now = clock();
      const command = {
        type: 'AddComment' as const,
        postId,
        commentId: mascotCommentId(postId),
        userId: MASCOT_USER_ID,
        content: mascotLine(published),
        parentId: null,
        mentions: [],
        at: now.toISOString(),
      };
      try {
        await execute(postStream(postId), postDecider, command, context(`mascot:comment:${postId}`, now));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    },
  };
}

export type MascotService = ReturnType<typeof mascotService>;
