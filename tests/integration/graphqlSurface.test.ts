import { readFileSync } from 'node:fs';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Glimpse } from '../../bff/app';
import { PERSISTED_DOCUMENTS_FILE } from '../../bff/graphql/trustedDocuments';
import { FeedDocument, MeDocument, PostChangedDocument } from '../../web/src/gql/graphql';
import { HttpClient } from '../support/httpClient';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';

const UNTRUSTED = 'Only the operations of the Glimpse app are accepted here.';
const ARBITRARY = `query Scrape { feed(first: 3) { edges { node { id caption user { username } } } } }`;
const persisted: Record<string, string> = JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8'));
const hashOf = (document: DocumentNode) => (document as unknown as { __meta__: { hash: string } }).__meta__.hash;
/** The text Apollo Client sends for a document: `__typename` added, printed its own way. */
const asApolloClientSendsIt = (document: DocumentNode) => print(addTypenameToDocument(document));

async function signUp(glimpse: Glimpse, username: string): Promise<{ client: HttpClient; token: string }> {
  // The REST shim takes no GraphQL document: trusted documents leave it alone.
  const client = new HttpClient(glimpse.url);
  const res = await client.json('/api/auth/signup', 'POST', { username, email: `${username}@example.com`, password: 'secret1', birthDate: '1990-01-01' });
  expect(res.status).toBe(201);
  // A socket signs in with a token (the web app's socket sends the cookie instead).
  const login = await client.json('/api/auth/login', 'POST', { username, password: 'secret1' });
  return { client, token: login.body.token };
}

/** One operation over graphql-ws (signed in with `token`, or out): its first result, or the errors it was refused with. */
function overSocket(glimpse: Glimpse, payload: { query: string; variables?: Record<string, unknown>; extensions?: Record<string, unknown> }, token?: string) {
  const client = createClient({
    url: `${glimpse.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: token ? { token } : {},
  });
  return new Promise<{ started?: true; errors?: { message: string; extensions?: Record<string, unknown> }[] }>((resolve, reject) => {
    const started = glimpse.subscriptionsStarted();
    const timer = setInterval(() => {
      if (glimpse.subscriptionsStarted() > started) finish({ started: true });
    }, 20);
    const finish = (value: Awaited<ReturnType<typeof overSocket>>) => {
      clearInterval(timer);
      unsubscribe();
      void client.dispose();
      resolve(value);
    };
    const unsubscribe = client.subscribe(payload as { query: string }, {
      next: (result) => (result.errors ? finish({ errors: result.errors as never }) : undefined),
      error: (error) => (Array.isArray(error) ? finish({ errors: error }) : reject(error)),
      complete: () => undefined,
    });
  });
}

describe('in production, GraphQL runs only the web client’s own operations', () => {
  const server = useTestServer({ NODE_ENV: 'production' });
  let alice: HttpClient;
  let aliceToken: string;

  beforeAll(async () => {
    ({ client: alice, token: aliceToken } = await signUp(server.glimpse, 'alice'));
  });

  it('runs a document of the app as Apollo Client sends it, and by its hash', async () => {
    const full = await alice.json('/graphql', 'POST', { query: asApolloClientSendsIt(FeedDocument), variables: { first: 20, after: null } });
    expect(full.status).toBe(200);
    expect(full.body.data.feed).toMatchObject({ edges: [], pageInfo: { hasNextPage: false } });
    const byHash = await alice.json('/graphql', 'POST', { extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(MeDocument) } } });
    expect(byHash.body).toEqual({ data: { me: expect.objectContaining({ username: 'alice' }) } });
    expect(Object.keys(persisted)).toContain(hashOf(MeDocument));
  });

  it('refuses any other operation with a clear 400', async () => {
    const res = await alice.json('/graphql', 'POST', { query: ARBITRARY });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ message: UNTRUSTED, extensions: { code: 'OPERATION_NOT_TRUSTED' } }] });
    // One field more than the app asks for is another operation.
    const widened = asApolloClientSendsIt(MeDocument).replace('email', 'email birthDate');
    expect((await alice.json('/graphql', 'POST', { query: widened })).status).toBe(400);
    const unknownHash = await alice.json('/graphql', 'POST', { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(unknownHash).toMatchObject({ status: 400, body: { errors: [{ message: UNTRUSTED, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] } });
  });

  it('refuses them over GET and multipart-free Express too', async () => {
    const res = await alice.request(`/graphql?query=${encodeURIComponent(ARBITRARY)}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ message: UNTRUSTED });
  });

  it('starts the app’s subscriptions over the socket and refuses others', async () => {
    expect(await overSocket(server.glimpse, { query: asApolloClientSendsIt(PostChangedDocument), variables: { ids: ['x'] } }, aliceToken)).toEqual({
      started: true,
    });
    expect(await overSocket(server.glimpse, { query: 'subscription { postChanged(ids: ["x"]) { id caption } }' }, aliceToken)).toEqual({
      errors: [expect.objectContaining({ message: UNTRUSTED, extensions: expect.objectContaining({ code: 'OPERATION_NOT_TRUSTED' }) })],
    });
    expect((await overSocket(server.glimpse, { query: ARBITRARY }, aliceToken)).errors?.[0]?.message).toBe(UNTRUSTED);
  });

  it('hides field suggestions', async () => {
    const res = await alice.json('/graphql', 'POST', {
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(MeDocument) } },
      query: '{ mee { id } }',
    });
    expect(res.status).toBe(400);
    const dev = await startTestServer((await tempDataDir()).dir, { TRUSTED_DOCUMENTS: 'false', NODE_ENV: 'production' });
    try {
      const answer = await new HttpClient(dev.url).graphql('{ mee { id } }');
      expect(answer.errors?.[0]?.message).toBe('Cannot query field "mee" on type "Query".');
    } finally {
      await dev.close();
    }
  });
});

describe('in development, any operation runs within the bounds', () => {
  const server = useTestServer();
  let alice: HttpClient;
  let aliceToken: string;

  beforeAll(async () => {
    ({ client: alice, token: aliceToken } = await signUp(server.glimpse, 'alice'));
  });

  it('runs an arbitrary operation over HTTP and the socket, with suggestions', async () => {
    expect((await alice.graphql(ARBITRARY)).data).toEqual({ feed: { edges: [] } });
    expect(await overSocket(server.glimpse, { query: 'subscription { postChanged(ids: ["x"]) { id caption } }' }, aliceToken)).toEqual({ started: true });
    expect((await alice.graphql('{ mee { id } }')).errors?.[0]?.message).toBe('Cannot query field "mee" on type "Query". Did you mean "me" or "feed"?');
  });

  const refusals: [string, string, RegExp][] = [
    [
      'too deep',
      `{ me { id } feed { edges { node { user { posts { edges { node { user { posts { edges { node { id } } } } } } } } } } } }`,
      /depth limit of 10 exceeded, found 12/,
    ],
    ['too many aliases', `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`, /Aliases limit of 15 exceeded, found 16/],
    ['too many directives', `{ me { id ${'@include(if: true) '.repeat(11)} } }`, /Directives limit of 10 exceeded, found 11/],
    ['too many tokens', `{ me { ${'id '.repeat(2_000)} } }`, /Document contains more tha[nt] 2000 tokens/],
  ];
  it.each(refusals)('refuses a query %s with a clear 400, over HTTP and the socket', async (_what, query, message) => {
    const res = await alice.json('/graphql', 'POST', { query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(message);
    expect((await overSocket(server.glimpse, { query }, aliceToken)).errors?.[0]?.message).toMatch(message);
  });

  it('refuses a request whose page sizes (even as variables) multiply past the cost limit', async () => {
    const nested = `query Nested($n: Int!) { feed(first: $n) { edges { node { comments(first: $n) { edges { node { id content } } } } } } }`;
    const res = await alice.json('/graphql', 'POST', { query: nested, variables: { n: 100 } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/^This request asks for too much at once \(cost \d+, at most 12000\)/);
    expect((await overSocket(server.glimpse, { query: nested, variables: { n: 100 } }, aliceToken)).errors?.[0]?.message).toMatch(/too much at once/);
    expect((await alice.json('/graphql', 'POST', { query: nested, variables: { n: 10 } })).body).toEqual({ data: { feed: { edges: [] } } });
  });

  it('refuses a page larger than the read side serves', async () => {
    const res = await alice.graphql(`{ feed(first: 101) { edges { cursor } } }`);
    expect(res.errors?.[0]).toMatchObject({ message: 'first must be between 1 and 100', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
