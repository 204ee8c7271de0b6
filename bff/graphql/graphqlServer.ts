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
import { WebSocketServer } from 'ws';
import { ZodError } from 'zod';
import { DomainError } from '../../domain/decider';
import { clientIpOf, requestContextOf, sessionCookie } from '../auth/httpSession';
import { viewerFromCredentials } from '../auth/session';
import { describeError, graphqlCodeOfStatus, HttpError } from '../errors';
import type { Services } from '../services/services';
import type { GraphQLContext } from './context';
import { graphqlHttpHandler } from './httpHandler';
import { jitGateway } from './jitGateway';
import { resolvers } from './resolvers';

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
  const { status, message } = describeError(original);
  return { ...formatted, message, extensions: { code: graphqlCodeOfStatus[status] ?? 'INTERNAL_SERVER_ERROR', status } };
}

/** Apollo Server for queries and mutations over HTTP, graphql-ws for subscriptions, one schema. */
export async function createGraphQL(services: Services): Promise<{
  middleware: RequestHandler;
  handleJsonPost: ReturnType<typeof graphqlHttpHandler>;
  webSockets: WebSocketServer;
  stop: () => Promise<void>;
}> {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  const webSockets = new WebSocketServer({ noServer: true });
  const socketsOfViewer = new WeakMap<object, string>();
  const viewerOfSocket = (ctx: { connectionParams?: Readonly<Record<string, unknown>>; extra: { request: IncomingMessage } }) => {
    const token = typeof ctx.connectionParams?.token === 'string' ? ctx.connectionParams.token : undefined;
    return viewerFromCredentials(services.tokens, token ? `Bearer ${token}` : undefined, ctx.extra.request.headers.cookie);
  };
  services.gate.onBanned((userId) => {
    for (const socket of webSockets.clients) if (socketsOfViewer.get(socket) === userId) socket.close(4403, 'Your account has been banned.');
  });
  const wsServer = useServer<{ token?: string }>(
    {
      schema,
      onConnect: (ctx) => {
        const viewerId = viewerOfSocket(ctx);
        if (viewerId) socketsOfViewer.set(ctx.extra.socket, viewerId);
      },
      context: (ctx): GraphQLContext => {
        const viewerId = viewerOfSocket(ctx);
        return {
          services,
          request: {
            // A banned user's session ends at once: signed out here too (and the socket closes, above).
            viewerId: viewerId && !services.gate.isBanned(viewerId) ? viewerId : null,
            clientIp: clientIpOf(ctx.extra.request),
            idempotencyKey: null,
          },
        };
      },
    },
    webSockets,
  );

  const drainWebSockets: ApolloServerPlugin = {
    async serverWillStart() {
      return { drainServer: async () => void (await wsServer.dispose()) };
    },
  };
  const apollo = new ApolloServer<GraphQLContext>({
    gateway: jitGateway(schema),
    formatError,
    plugins: [drainWebSockets, ApolloServerPluginCacheControlDisabled()],
    // main.ts owns shutdown; Apollo's own signal handler would race it and never finish.
    stopOnTerminationSignals: false,
    stringifyResult: (result) => JSON.stringify(result),
  });
  await apollo.start();

  const middleware = expressMiddleware(apollo, {
    context: async ({ req, res }) => ({ services, session: sessionCookie(services, res), request: requestContextOf(services, req) }),
  });
  return { middleware, handleJsonPost: graphqlHttpHandler(apollo, services), webSockets, stop: () => apollo.stop() };
}
