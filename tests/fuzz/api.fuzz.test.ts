import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, Response } from '../support/people';
import { fuzzOperations, type FuzzOperation } from './graphqlOperations';
import { hostileString, hostileValue, NASTY_STRINGS, prototypeKeys, wrongType } from './hostile';
import { REST_CALLS, type RestCall } from './restCalls';
import { requestInit, restRequests, type RestRequest } from './restRequests';
import { startFuzzWorld, type FuzzWorld, type Role } from './fuzzWorld';
import { subscribeOnce } from './subscribeOnce';
import { adminChatSession } from './adminChatSession';
import { uncleanTexts } from './cleanText';

/**
 * Every REST call and every GraphQL query, mutation and subscription, sent hostile values over
 * real HTTP (and graphql-ws) as nobody, a user and an admin, against one server. Properties: the server never answers 5xx (nor a GraphQL
 * INTERNAL_SERVER_ERROR), a refused call appends no event, and what an accepted one appends holds
 * only clean text (cleanText.ts: NFC, no controls, no lone surrogates...). A 429 is a refusal like
 * any other. Every text field also gets each hostile text in turn in hostileText.fuzz.test.ts.
 * FUZZ_SEED varies the values (the default is fixed, so a run is repeatable); FUZZ_RUNS sets the
 * runs per call. What the fuzzer found is pinned down in tests/integration/malformedRequests.test.ts.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const options = (runs = RUNS) => ({ seed: SEED, numRuns: runs, endOnFailure: true });
// Each run of these costs a password hash (scrypt, ~0.5 s) or a failed sign-in's deliberate delay.
const SLOW_RUNS: Record<string, number> = {
  'mutation deleteAccount': 2,
  'DELETE /api/auth/delete-account': 2,
  'mutation changePassword': Math.ceil(RUNS / 2),
  'POST /api/auth/change-password': Math.ceil(RUNS / 2),
  'POST /api/auth/login': Math.ceil(RUNS / 2),
  'POST /api/appeals': Math.ceil(RUNS / 2), // with a username and password, a sign-in's cost
};

// Calls that end the caller's own session or account, or rename them: sent by a new account each time.
const ENDS_SESSION = new Set(['logOut', 'deleteAccount', 'changePassword', 'endSession', 'endOtherSessions', 'changeUsername']);
const ROLES: Role[] = ['anonymous', 'user', 'admin'];

let world: FuzzWorld;
// Answers by status, printed at the end: a fuzzer whose every request bounced off the first check would prove little.
const answered = new Map<string, number>();
const count = (answer: string) => answered.set(answer, (answered.get(answer) ?? 0) + 1);
beforeAll(async () => {
  world = await startFuzzWorld();
});
afterAll(async () => {
  const total = [...answered.values()].reduce((a, b) => a + b, 0);
  const byStatus = [...answered.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([status, n]) => `${status}: ${n}`);
  console.log(`Fuzzed ${total} requests (seed ${SEED}); answers ${byStatus.join(', ')}`);
  await world?.stop();
});

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 600);

/** Sends one request and checks both properties; `refused` tells from the answer whether the call was turned down. */
async function sendAndCheck(caller: Caller, path: string, init: RequestInit, refused: (res: Response) => boolean, what: () => string) {
  const before = await world.headPosition();
  const res = await caller.request(path, init);
  const after = await world.headPosition();
  count(String(res.status));
  const context = `${what()} as ${caller.id ?? 'anonymous'} -> ${res.status} ${shown(res.body)}`;
  expect(res.status, context).toBeLessThan(500);
  const internal = Array.isArray(res.body?.errors) && res.body.errors.some((e: any) => e?.extensions?.code === 'INTERNAL_SERVER_ERROR');
  expect(internal, context).toBe(false);
  if (refused(res)) expect(after, `a refused call appended events: ${context}`).toBe(before);
  else if (after > before)
    expect(uncleanTexts(await world.glimpse.engines.events.readAll(before, after - before)), `stored unclean text: ${context}`).toEqual([]);
}

// Refused: the request, or its root field. An error deeper down (say a page size out of range in
// the selection of a mutation's result) comes after the root field ran, as GraphQL executes.
const graphqlRefused = (res: Response) =>
  res.status >= 400 || (Array.isArray(res.body?.errors) && res.body.errors.some((e: { path?: unknown[] }) => !e.path || e.path.length <= 1));

function graphqlInit(operation: FuzzOperation, variables: Record<string, unknown>, transport: 'post' | 'get'): { path: string; init: RequestInit } {
  if (transport === 'get') {
    const search = new URLSearchParams({ query: operation.document, variables: JSON.stringify(variables) });
    // Apollo's CSRF prevention wants a header a browser would not send across sites.
    return { path: `/graphql?${search}`.slice(0, 8000), init: { method: 'GET', headers: { 'apollo-require-preflight': 'true' } } };
  }
  return {
    path: '/graphql',
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: operation.document, variables }) },
  };
}

describe('GraphQL operations with hostile values', () => {
  const operations = fuzzOperations([]);
  let withKnownIds: FuzzOperation[] | undefined;

  it('covers every query and mutation of the schema', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((op) => [`${op.kind} ${op.field}`, op] as const))('%s', async (_name, template) => {
    withKnownIds ??= fuzzOperations(world.known.ids);
    const operation = withKnownIds.find((op) => op.field === template.field && op.kind === template.kind)!;
    const roles = ENDS_SESSION.has(operation.field) ? fc.constant<Role>('victim') : fc.constantFrom(...ROLES);
    // Queries also go by GET, through Express rather than the JSON fast path (a mutation by GET is only a 405).
    const transport = operation.kind === 'query' ? fc.constantFrom<'post' | 'get'>('post', 'post', 'get') : fc.constant<'post' | 'get'>('post');
    await fc.assert(
      fc.asyncProperty(roles, operation.variables, transport, async (role, variables, via) => {
        const { path, init } = graphqlInit(operation, variables, via);
        await sendAndCheck(await world.callerFor(role), path, init, graphqlRefused, () => `${operation.document} ${shown(variables)} via ${via}`);
      }),
      options(SLOW_RUNS[`${operation.kind} ${operation.field}`]),
    );
  });

  it('never answers a malformed GraphQL request with a 5xx', async () => {
    const envelope = fc.oneof(
      fc.record({ query: hostileString() }),
      fc.record({
        query: fc.constantFrom('{ me { id } }', 'query { feed { edges { node { id } } } }'),
        variables: fc.oneof(fc.constantFrom(...NASTY_STRINGS), prototypeKeys, fc.constant([1, 2])),
      }),
      fc.record({ query: fc.constantFrom(1, null, true, ['{ me { id } }'], { a: 1 }) }),
      fc.record({ query: fc.constant('query A { me { id } } query B { me { id } }'), operationName: fc.constantFrom('A', 'C', '__proto__', '') }),
      fc.constantFrom([{ query: '{ me { id } }' }], [], 'text', null, {}, { extensions: { persistedQuery: { version: 1, sha256Hash: '../../etc/passwd' } } }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROLES), envelope, async (role, body) => {
        const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
        await sendAndCheck(await world.callerFor(role), '/graphql', init, graphqlRefused, () => `POST /graphql ${shown(body)}`);
      }),
      options(RUNS * 4),
    );
  });
});

describe('GraphQL subscriptions with hostile values, over graphql-ws', () => {
  const subscriptions = fuzzOperations([], 'subscriptions');
  let withKnownIds: FuzzOperation[] | undefined;
  // graphql-ws closes a socket with 4500 when the server throws where it should have answered.
  const INTERNAL_CLOSE_CODES = [4500, 1011];
  // Errors on the socket carry no code (Apollo's formatting is not on that path): a JavaScript
  // error's own message is how an internal one shows.
  const JAVASCRIPT_ERROR = /Cannot read propert|is not a function|is not defined|is not iterable|Maximum call stack|Unexpected token/;

  it.each(subscriptions.map((op) => [op.field, op] as const))('subscription %s', async (_name, template) => {
    withKnownIds ??= fuzzOperations(world.known.ids, 'subscriptions');
    const operation = withKnownIds.find((op) => op.field === template.field)!;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<Role>('anonymous', 'user'), operation.variables, async (role, variables) => {
        const caller = await world.callerFor(role);
        const before = await world.headPosition();
        const outcome = await subscribeOnce(world.glimpse.url, caller.ip, caller.token, operation.document, variables);
        const context = `${operation.document} ${shown(variables)} as ${role} -> ${shown(outcome)}`;
        count(
          `socket ${outcome.errors[0]?.extensions?.code ?? (outcome.errors.length ? 'error' : outcome.closeCode ? `closed ${outcome.closeCode}` : outcome.completed ? 'completed' : 'live')}`,
        );
        expect(INTERNAL_CLOSE_CODES, context).not.toContain(outcome.closeCode);
        expect(
          outcome.errors.filter((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || JAVASCRIPT_ERROR.test(e.message)),
          context,
        ).toEqual([]);
        expect(await world.headPosition(), context).toBe(before);
      }),
      options(Math.ceil(RUNS / 3)),
    );
  });
});

describe('the admin chat socket with hostile frames', () => {
  it('answers every sign-in frame on /admin-ws, whatever came before it and whatever the Origin', async () => {
    const admin = await world.callerFor('admin');
    const token = fc.oneof(fc.constantFrom(admin.token, ...world.known.tokens, ''), hostileValue());
    const frame = fc.oneof(
      fc.record({ type: fc.constant('auth'), token }).map((f) => JSON.stringify(f)),
      fc.record({ type: fc.constant('chat_message'), content: hostileValue() }).map((f) => JSON.stringify(f)),
      fc.record({ type: hostileString(), token: wrongType, content: wrongType }).map((f) => JSON.stringify(f)),
      fc.constantFrom('', '{', 'null', '[]', '"auth"', '{"type":"auth","token":', JSON.stringify(JSON.parse('{"__proto__":{"type":"auth"}}'))),
    );
    const origin = fc.constantFrom(null, 'null', 'http://evil.example', world.glimpse.url, '%%%', 'file://');
    await fc.assert(
      fc.asyncProperty(origin, fc.array(frame, { maxLength: 4 }), token, async (from, frames, lastToken) => {
        const outcome = await adminChatSession(world.glimpse.url, from, frames, lastToken);
        count(`admin-ws ${outcome.closeCode ?? (outcome.received.some((f) => f.type === 'auth_success') ? 'signed in' : 'open')}`);
        expect(outcome.answeredLastAuth, `Origin ${from}, frames ${shown(frames)}, then auth ${shown(lastToken)} -> ${shown(outcome)}`).toBe(true);
      }),
      options(),
    );
  });
});

describe('REST calls with hostile values', () => {
  // Every router of bff/rest/, so that a route added later fails here until it is fuzzed too.
  it('covers every route of the REST shim', async () => {
    const restFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bff/rest');
    const files = readdirSync(restFolder)
      .filter((f) => f.endsWith('Routes.ts'))
      .map((f) => path.join(restFolder, f));
    const routes: string[] = [];
    for (const file of files) {
      for (const [name, factory] of Object.entries(await import(file))) {
        if (!name.endsWith('Routes') || typeof factory !== 'function') continue;
        const router = factory(world.glimpse.services) as { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
        for (const { route } of router.stack) if (route) for (const method of Object.keys(route.methods)) routes.push(`${method.toUpperCase()} ${route.path}`);
      }
    }
    const fuzzed = new Set(REST_CALLS.map((call) => `${call.method} ${call.path}`));
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  const describeRequest = (request: RestRequest) =>
    `${request.method} ${request.path.slice(0, 300)} ${shown(request.headers)} ${request.body.kind} ${shown(request.body)}`;

  it.each(REST_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (_name, call: RestCall) => {
    const roles = call.endsSession ? fc.constant<Role>('victim') : fc.constantFrom(...ROLES);
    await fc.assert(
      fc.asyncProperty(roles, restRequests(call, world.known), async (role, request) => {
        await sendAndCheck(
          await world.callerFor(role),
          request.path,
          requestInit(request),
          (res) => res.status >= 400,
          () => describeRequest(request),
        );
      }),
      options(SLOW_RUNS[`${call.method} ${call.path}`]),
    );
  });
});

describe('media ids of other people', () => {
  const USES = [
    'mutation($id: ID!, $text: String) { createPost(input: { mediaId: $id, caption: $text }) { id } }',
    'mutation($id: ID!) { publishStory(mediaId: $id) { id } }',
    'mutation($id: ID!) { setAvatar(mediaId: $id) { id } }',
    'mutation($id: ID!, $text: String) { updateProfile(input: { fullName: "Alice", bio: $text, avatarMediaId: $id }) { id } }',
    'mutation($id: ID!, $text: String!) { submitReport(input: { text: $text, mediaId: $id }) { id } }',
  ];

  it('never lets anyone but its uploader use a file, and the file stays', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Role>('user', 'admin'),
        fc.constantFrom(...USES),
        fc.constantFrom(...world.othersMedia),
        fc.oneof(fc.constant('A caption'), hostileString()),
        async (role, document, id, text) => {
          const caller = await world.callerFor(role);
          const { path, init } = graphqlInit({ document } as FuzzOperation, { id, text }, 'post');
          const before = await world.headPosition();
          const res = await caller.request(path, init);
          count(String(res.status));
          const context = `${document} ${shown({ id, text })} as ${role} -> ${shown(res.body)}`;
          expect(graphqlRefused(res), context).toBe(true);
          expect(
            res.body.errors.some((e: { extensions?: { code?: string } }) => e.extensions?.code === 'INTERNAL_SERVER_ERROR'),
            context,
          ).toBe(false);
          expect(await world.headPosition(), context).toBe(before);
          expect((await caller.request(`/media/${id}`)).status).toBe(200);
        },
      ),
      options(),
    );
  });
});

// The server runs in this process: keys such as `__proto__[isAdmin]` sent above must not have reached its prototypes.
describe('after the fuzzing', () => {
  it('leaves Object.prototype unpolluted', () => {
    for (const key of ['isAdmin', 'polluted', 'type']) expect(Object.prototype, key).not.toHaveProperty(key);
  });
});
