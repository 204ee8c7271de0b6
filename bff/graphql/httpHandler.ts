import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest } from '@apollo/server';
import { requestContextOf, sessionCookie } from '../auth/httpSession';
import type { GraphQLError } from 'graphql';
import { describeError, HttpError } from '../errors';
import type { Services } from '../services/services';
import type { GraphQLContext } from './context';
import { refusalBody } from './graphqlSurface';

const MAX_BODY_BYTES = 1024 * 1024;

/** A POST to /graphql with a JSON body: what every client of ours sends. */
export function isJsonGraphQLPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  const query = url.indexOf('?');
  if ((query < 0 ? url : url.slice(0, query)) !== '/graphql') return false;
  const type = req.headers['content-type'];
  return typeof type === 'string' && /^application\/json\s*(;|$)/i.test(type);
}

/**
 * Answers JSON POSTs to /graphql on Node's own request and response, beside Express: its router
 * and body parser cost a third of a small request. Anything else sent to /graphql (GET, other
 * content types) still goes through Express to the same Apollo Server.
 */
export function graphqlHttpHandler(apollo: ApolloServer<GraphQLContext>, services: Services, refusalOf: (payload: object) => GraphQLError | null) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const body = parseJson(await readBody(req));
      const refused = body && typeof body === 'object' ? refusalOf(body) : null;
      if (refused) return void res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' }).end(refusalBody(refused));
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      const url = req.url ?? '';
      const httpGraphQLRequest: HTTPGraphQLRequest = { method: 'POST', headers, search: url.includes('?') ? url.slice(url.indexOf('?')) : '', body };
      const context = async (): Promise<GraphQLContext> => ({
        services,
        request: await requestContextOf(services, req),
        session: sessionCookie(services, req, res),
      });
      const answer = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context });
      for (const [key, value] of answer.headers) res.setHeader(key, value);
      res.statusCode = answer.status ?? 200;
      if (answer.body.kind === 'complete') return void res.end(answer.body.string);
      for await (const chunk of answer.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      const { status, message } = describeError(error);
      if (res.headersSent) return void res.destroy();
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message }));
    }
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (declared > MAX_BODY_BYTES) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const tooLarge = () => new HttpError(413, 'The request body is too large (at most 1 MB).');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}
