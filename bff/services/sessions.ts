import { randomUUID } from 'node:crypto';
import { accountDecider } from '../../domain/account/decider';
import { userStream } from '../../domain/user/decider';
import type { SessionQueries } from '../../projections/queries/sessionQueries';
import { claimsFromCredentials, type SessionClaim, type SessionTokens } from '../auth/session';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

/** Sessions recorded as events on the user's stream: a token is good only while its session is live. */
export function sessionService(execute: CommandBus, sessions: SessionQueries, tokens: SessionTokens) {
  return {
    /** Starts a session for a user who just proved who they are; answers its token. */
    async start(userId: string, request: RequestContext): Promise<string> {
      const sessionId = randomUUID();
      const at = request.now.toISOString();
      await execute(
        userStream(userId),
        accountDecider,
        { type: 'StartSession', userId, sessionId, at },
        commandContext({ ...request, viewerId: userId }, 'session'),
      );
      return tokens.issue(userId, sessionId);
    },

    async end(session: SessionClaim, request: RequestContext): Promise<void> {
      const at = request.now.toISOString();
      await execute(userStream(session.userId), accountDecider, { type: 'EndSession', ...session, at }, commandContext(request, 'logout'));
    },

    /** The first presented token whose session is still live. */
    async liveClaim(authorization: string | undefined, cookieHeader: string | undefined): Promise<SessionClaim | null> {
      for (const claim of claimsFromCredentials(tokens, authorization, cookieHeader)) {
        if (await sessions.isLive(claim.sessionId, claim.userId)) return claim;
      }
      return null;
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
