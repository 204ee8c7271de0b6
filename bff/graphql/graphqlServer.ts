import { readdirSync, readFileSync } from 'node:fs';
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
import { requestContextOf, sessionCookie } from '../auth/httpSession';
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
  const wsServer = useServer<{ token?: string }>(
    {
      schema,
      context: (ctx): GraphQLContext => {
        const token = typeof ctx.connectionParams?.token === 'string' ? ctx.connectionParams.token : undefined;
        const headers = ctx.extra.request.headers;
        return {
          services,
          request: {
            viewerId: viewerFromCredentials(services.tokens, token ? `Bearer ${token}` : undefined, headers.cookie),
            clientIp: ctx.extra.request.socket.remoteAddress ?? null,
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
