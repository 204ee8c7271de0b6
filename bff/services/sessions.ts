import { randomUUID } from 'node:crypto';
import { accountDecider } from '../../domain/account/decider';
import { notFound } from '../../domain/errors';
import { SEEN_INTERVAL_MS, seenIsDue, sessionDecider, sessionStream } from '../../domain/session/decider';
import { userStream } from '../../domain/user/decider';
import type { SessionQueries, SessionView } from '../../projections/queries/sessionQueries';
import { claimsFromCredentials, type SessionClaim, type SessionTokens } from '../auth/session';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

/** Enough for any browser's own; the rest of a longer one (a header can be kilobytes) is not kept. */
const USER_AGENT_MAX = 512;

/** A presented token whose session is live, and when that session was last seen. */
export type LiveSession = SessionClaim & { lastSeenAt: string };

/** One of a person's sessions as they see it: `current` is the one asking. */
export type OwnSession = SessionView & { current: boolean };

/** Sessions recorded as events on the user's stream: a token is good only while its session is live. */
export function sessionService(execute: CommandBus, sessions: SessionQueries, tokens: SessionTokens) {
  const end = (userId: string, sessionId: string, request: RequestContext, part: string) =>
    execute(userStream(userId), accountDecider, { type: 'EndSession', userId, sessionId, at: request.now.toISOString() }, commandContext(request, part));

  return {
    /** Starts a session for a user who just proved who they are, from the device the request names; answers its token. */
    async start(userId: string, request: RequestContext): Promise<string> {
      const sessionId = randomUUID();
      const at = request.now.toISOString();
      const userAgent = request.userAgent?.trim().slice(0, USER_AGENT_MAX) || null;
      await execute(
        userStream(userId),
        accountDecider,
        { type: 'StartSession', userId, sessionId, userAgent, at },
        commandContext({ ...request, viewerId: userId }, 'session'),
      );
      return tokens.issue(userId, sessionId);
    },

    async end(session: SessionClaim, request: RequestContext): Promise<void> {
      await end(session.userId, session.sessionId, request, 'logout');
    },

    /** The first presented token whose session is still live. */
    async liveClaim(authorization: string | undefined, cookieHeader: string | undefined): Promise<LiveSession | null> {
      for (const claim of claimsFromCredentials(tokens, authorization, cookieHeader)) {
        const live = await sessions.live(claim.sessionId, claim.userId);
        if (live) return { ...claim, lastSeenAt: live.lastSeenAt };
      }
      return null;
    },

    /**
     * Records that a live session is in use, when it was last recorded SEEN_INTERVAL_MS ago or
     * more: one request in many waits for it, and none fails with it. The command's id is the
     * session's and the interval's, so that requests racing (here or in another process) append it
     * once.
     */
    async noteSeen(session: LiveSession, request: RequestContext): Promise<void> {
      const at = request.now.toISOString();
      if (!seenIsDue(session.lastSeenAt, at)) return;
      const { userId, sessionId } = session;
      const context = {
        commandId: `seen:${sessionId}:${Math.floor(request.now.getTime() / SEEN_INTERVAL_MS)}`,
        userId,
        ...(request.clientIp ? { clientIp: request.clientIp } : {}),
        now: request.now,
      };
      try {
        await execute(sessionStream(sessionId), sessionDecider, { type: 'SeeSession', userId, sessionId, at }, context);
      } catch (error) {
        console.error('Recording a session as seen failed:', error instanceof Error ? error.message : error);
      }
    },

    /** The person's live sessions, newest first, the one asking marked `current`. */
    async list(userId: string, currentSessionId: string | null): Promise<OwnSession[]> {
      return (await sessions.ofUser(userId)).map((session) => ({ ...session, current: session.id === currentSessionId }));
    },

    /**
     * Ends one of the person's own sessions: its token is refused from then on and its sockets
     * close. Anyone else's, or one that is not live, is a 404: whether it exists is not told.
     */
    async endOwn(userId: string, sessionId: string, request: RequestContext): Promise<void> {
      if (!(await sessions.live(sessionId, userId))) throw notFound('Session');
      await end(userId, sessionId, request, `end-session-${sessionId}`);
    },

    /** Ends every session of the person's but `keepSessionId`; answers how many ended. */
    async endOthers(userId: string, keepSessionId: string | null, request: RequestContext): Promise<number> {
      const others = (await sessions.ofUser(userId)).filter((session) => session.id !== keepSessionId);
      for (const session of others) await end(userId, session.id, request, `end-session-${session.id}`);
      return others.length;
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
