import http from 'node:http';

export type GraphQLAnswer = { status: number; data?: any; errors?: { message: string }[] };

/**
 * GraphQL over node:http with keep-alive. Not fetch: undici costs the client several times more
 * CPU per request, and client and server share this machine's two cores.
 */
export function graphqlClient(port: number, maxSockets: number, idleSocketMs?: number) {
  // `idleSocketMs`: close a kept-alive socket this long before the server would (its keep-alive
  // timeout is 5 s); else a client that pauses for about that long can send on a socket the
  // server is closing, and read ECONNRESET (a busy machine delays the agent's own close).
  const agent = new http.Agent({ keepAlive: true, maxSockets, ...(idleSocketMs ? { timeout: idleSocketMs } : {}) });
  /** `headers` e.g. X-Forwarded-For: a client's own address, so that per-address limits see people, not one machine. */
  const post = (query: string, variables: Record<string, unknown> = {}, token?: string, extraHeaders: Record<string, string> = {}): Promise<GraphQLAnswer> =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ query, variables });
      const headers: http.OutgoingHttpHeaders = { ...extraHeaders, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
      if (token) headers.authorization = `Bearer ${token}`;
      const request = http.request({ host: '127.0.0.1', port, path: '/graphql', method: 'POST', agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, ...JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  return { post, close: () => agent.destroy() };
}

export type GraphQLClient = ReturnType<typeof graphqlClient>;
