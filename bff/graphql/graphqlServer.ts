import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { expressMiddleware } from '@as-integrations/express5';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { RequestHandler } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { ZodError } from 'zod';
import { DomainError } from '../../domain/decider';
import { ACCOUNT_BANNED, AUTHENTICATION_REQUIRED } from '../../domain/errors';
import { clientIpOf, requestContextOf, sessionCookie } from '../auth/httpSession';
import { SESSION_COOKIE } from '../auth/session';
import { describeError, graphqlCodeOfStatus, HttpError } from '../errors';
import type { Services } from '../services/services';
import type { GraphQLContext } from './context';
import { graphqlSurface, payloadOfSearch, refusalBody } from './graphqlSurface';
import { graphqlHttpHandler } from './httpHandler';
import { jitGateway } from './jitGateway';
import type { SurfaceOptions } from './operationLimits';
import { resolvers } from './resolvers';
import { retryAfterHeader } from './retryAfterHeader';
import { refusalTexts, translateErrors, translatedErrors } from './translatedErrors';
import { requestLanguage } from '../i18n/requestLanguage';
import { AUTH_WAIT_MS, tooManySocketsReason } from '../socketLimits';
import { refuseTooManySockets, serverSubscriptionErrors, subscriptionLimitErrors } from './socketLimitHooks';

const SIGN_IN_FIRST = AUTHENTICATION_REQUIRED;
/** 401 in the private range, as graphql-ws's own 4401 for an unauthorized socket. */
const CLOSE_SIGN_IN_FIRST = 4401;

const schemaFolder = path.dirname(fileURLToPath(import.meta.url));

function loadTypeDefs(): string[] {
  return readdirSync(schemaFolder)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(path.join(schemaFolder, f), 'utf8'));
}

/** Errors a user caused keep their message and get a code; anything else is hidden behind a generic one. */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const known = original instanceof HttpError || original instanceof DomainError || original instanceof ZodError;
  if (!known && formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
  const { status, message, retryAfterSeconds, details } = describeError(original);
  const retryAfter = retryAfterSeconds === undefined ? {} : { retryAfter: retryAfterSeconds };
  return { ...formatted, message, extensions: { code: graphqlCodeOfStatus[status] ?? 'INTERNAL_SERVER_ERROR', status, ...retryAfter, ...details } };
}

/** Apollo Server for queries and mutations over HTTP, graphql-ws for subscriptions, one schema. */
export async function createGraphQL(
  services: Services,
  surfaceOptions: SurfaceOptions = { trustedDocuments: false, fieldSuggestions: true },
): Promise<{
  middleware: RequestHandler;
  handleJsonPost: ReturnType<typeof graphqlHttpHandler>;
  webSockets: WebSocketServer;
  subscriptionsStarted: () => number;
  stop: () => Promise<void>;
}> {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  const surface = graphqlSurface(schema, surfaceOptions);
  const webSockets = new WebSocketServer({ noServer: true });
  // The session and the person each socket signed in with, so that ending the session, or
  // banning the person, closes the socket.
  const sessionOfSocket = new WeakMap<WebSocket, string>();
  const viewerOfSocket = new WeakMap<WebSocket, string>();
  const liveClaim = (ctx: { connectionParams?: Readonly<Record<string, unknown>>; extra: { request: IncomingMessage } }) => {
    const token = typeof ctx.connectionParams?.token === 'string' ? ctx.connectionParams.token : undefined;
    return services.sessions.liveClaim(token ? `Bearer ${token}` : undefined, ctx.extra.request.headers.cookie);
  };
  services.gate.onBanned((userId) => {
    for (const socket of webSockets.clients) if (viewerOfSocket.get(socket) === userId) socket.close(4403, ACCOUNT_BANNED);
  });
  let subscriptionsStarted = 0;
  const { sockets } = services;
  const wsServer = useServer<{ token?: string }, { socket: WebSocket; request: IncomingMessage }>(
    {
      schema,
      connectionInitWaitTimeout: AUTH_WAIT_MS,
      // Credentials that no longer open a live session are refused (4403) rather than taken as signed out.
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        const claim = await liveClaim(ctx);
        if (claim) {
          if (!(await sockets.admitAccount(claim.userId, socket))) return refuseTooManySockets(socket, tooManySocketsReason(sockets.limits));
          sessionOfSocket.set(socket, claim.sessionId);
          viewerOfSocket.set(socket, claim.userId);
          return true;
        }
        if (ctx.connectionParams?.token || request.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return false;
        // Every subscription needs sign-in, so a socket without it is closed before it can send one.
        socket.close(CLOSE_SIGN_IN_FIRST, SIGN_IN_FIRST);
        return false;
      },
      onSubscribe: (ctx, id, payload) => {
        const refused = subscriptionLimitErrors(ctx.subscriptions, sockets.limits);
        if (refused) return refused;
        const checked = surface.checkSubscribe(payload);
        return Array.isArray(checked) ? checked : (serverSubscriptionErrors(sockets, ctx.extra.socket, id) ?? checked);
      },
      // Counted once the subscription is set up: graphql-ws starts listening right after this hook.
      onOperation: () => void subscriptionsStarted++,
      // Every operation ends in one of these two, unless its socket closes first (which counts it out too).
      onComplete: (ctx, id) => sockets.releaseSubscription(ctx.extra.socket, id),
      onError: (ctx, id) => void sockets.releaseSubscription(ctx.extra.socket, id),
      // Errors over the socket get the same code, message, retryAfter and language as over HTTP.
      onNext: async (_ctx, _id, _payload, args, result) => {
        if (!result.errors) return undefined;
        const errors = result.errors.map((error) => formatError(error.toJSON(), error));
        const language = await requestLanguage(services.users, (args.contextValue as GraphQLContext).request);
        return { ...result, errors: language === 'en' ? errors : translateErrors(errors, language, refusalTexts(result.errors)) };
      },
      context: async (ctx): Promise<GraphQLContext> => {
        const claim = await liveClaim(ctx);
        // A banned user's session ends at once: signed out here too (and the socket closes, above).
        const live = claim && !services.gate.isBanned(claim.userId) ? claim : null;
        return {
          services,
          request: {
            viewerId: live?.userId ?? null,
            bannedUserId: claim && !live ? claim.userId : null,
            sessionId: live?.sessionId ?? null,
            clientIp: clientIpOf(ctx.extra.request),
            idempotencyKey: null,
            now: services.clock(),
          },
        };
      },
    },
    webSockets,
  );
  services.projections.onChange((notice) => {
    if (notice.kind !== 'session-ended') return;
    for (const socket of webSockets.clients) if (sessionOfSocket.get(socket) === notice.id) socket.close(4403, 'Session ended');
  });

  const drainWebSockets: ApolloServerPlugin = {
    async serverWillStart() {
      return { drainServer: async () => void (await wsServer.dispose()) };
    },
  };
  const apollo = new ApolloServer<GraphQLContext>({
    gateway: jitGateway(schema),
    formatError,
    ...surface.apollo,
    // Refuses the requests a page of another site can send without a preflight (see tests/integration/csrf.test.ts).
    csrfPrevention: true,
    plugins: [drainWebSockets, ApolloServerPluginCacheControlDisabled(), ...surface.apollo.plugins, retryAfterHeader, translatedErrors(services)],
    // main.ts owns shutdown; Apollo's own signal handler would race it and never finish.
    stopOnTerminationSignals: false,
    stringifyResult: (result) => JSON.stringify(result),
  });
  await apollo.start();

  const apolloMiddleware = expressMiddleware(apollo, {
    context: async ({ req, res }) => ({ services, session: sessionCookie(services, req, res), request: await requestContextOf(services, req) }),
  });
  const middleware: RequestHandler = (req, res, next) => {
    const refused = surface.refusalOf(req.method === 'GET' ? payloadOfSearch(req.query) : (req.body ?? {}));
    if (refused) return void res.status(400).type('application/json').send(refusalBody(refused));
    return apolloMiddleware(req, res, next);
  };
  return {
    middleware,
    handleJsonPost: graphqlHttpHandler(apollo, services, surface.refusalOf),
    webSockets,
    subscriptionsStarted: () => subscriptionsStarted,
    stop: () => apollo.stop(),
  };
}
