import type { ApolloServerPlugin, PersistedQueryOptions } from '@apollo/server';
import { getOperationAST, GraphQLError, parse, specifiedRules, validate, type DocumentNode, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { operationCost } from './operationCost';
import { armor, costError, hiddenSuggestions, OPERATION_LIMITS, withoutSuggestion, type SurfaceOptions } from './operationLimits';
import { loadTrustedDocuments, UNTRUSTED_MESSAGE, type TrustedDocuments } from './trustedDocuments';

const refusal = (code: 'OPERATION_NOT_TRUSTED' | 'PERSISTED_QUERY_NOT_FOUND') =>
  new GraphQLError(UNTRUSTED_MESSAGE, { extensions: { code, http: { status: 400 } } });

type Payload = { query?: string | null; extensions?: Record<string, unknown> | null };

/**
 * What may run on /graphql, over HTTP and over the socket alike: in production only the web
 * client's own documents (sent in full, or by hash as `extensions.persistedQuery.sha256Hash`);
 * everywhere, nothing deeper, wider or costlier than OPERATION_LIMITS.
 */
export function graphqlSurface(schema: GraphQLSchema, options: SurfaceOptions) {
  // Hashes resolve in development too, so that a client built for production works there.
  const trusted: TrustedDocuments | null = options.trustedDocuments ? loadTrustedDocuments() : tryLoadTrustedDocuments();
  const protection = armor();
  const rules = [...specifiedRules, ...protection.validationRules];

  /** The query text to run, or the refusal; the hash form is resolved to the text. */
  function sourceOf(payload: Payload): { query: string } | { error: GraphQLError } {
    const refused = refusalOf(payload);
    if (refused) return { error: refused };
    const query = payload.query || trusted?.byHash(hashIn(payload) ?? '');
    if (!query) return { error: new GraphQLError('The request has no query.', { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } }) };
    return { query };
  }

  /**
   * Why the request may not run, checked before anything parses it: an untrusted document in
   * production, a hash that names no document of the app.
   */
  function refusalOf(payload: Payload): GraphQLError | null {
    if (typeof payload.query === 'string' && payload.query !== '') {
      return options.trustedDocuments && !trusted?.isTrusted(payload.query, OPERATION_LIMITS.maxTokens) ? refusal('OPERATION_NOT_TRUSTED') : null;
    }
    const hash = hashIn(payload);
    if (hash !== undefined && !trusted?.byHash(hash)) return refusal('PERSISTED_QUERY_NOT_FOUND');
    return null;
  }

  function costCheck(
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | null | undefined,
  ): GraphQLError | null {
    const operation = getOperationAST(document, operationName);
    if (!operation) return null;
    const cost = operationCost(schema, operation, document, variables ?? {});
    return cost > OPERATION_LIMITS.maxCost ? costError(cost) : null;
  }

  const costPlugin: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request: { operationName, variables } }) {
          const error = costCheck(document, operationName, variables);
          if (error) throw error;
        },
      };
    },
  };

  /** graphql-ws's onSubscribe: the same refusals as over HTTP, as error messages on the socket. */
  function checkSubscribe(
    payload: Payload & { operationName?: string | null; variables?: Record<string, unknown> | null },
  ): ExecutionArgs | readonly GraphQLError[] {
    const source = sourceOf(payload);
    if ('error' in source) return [source.error];
    let document: DocumentNode;
    try {
      document = parse(source.query, { maxTokens: OPERATION_LIMITS.maxTokens });
    } catch (error) {
      return [error instanceof GraphQLError ? error : new GraphQLError('The query is not valid GraphQL.')];
    }
    const errors = validate(schema, document, rules);
    if (errors.length > 0)
      return options.fieldSuggestions
        ? errors
        : errors.map((e) => new GraphQLError(withoutSuggestion(e.message), { nodes: e.nodes, extensions: e.extensions }));
    const tooCostly = costCheck(document, payload.operationName, payload.variables);
    if (tooCostly) return [tooCostly];
    return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
  }

  return {
    /** Spread into ApolloServer's options. */
    apollo: {
      plugins: [costPlugin, ...protection.plugins, ...(options.fieldSuggestions ? [] : [hiddenSuggestions])],
      validationRules: protection.validationRules,
      // Apollo's own cache of hashed documents, made of the app's documents only: a client cannot
      // register one of its own (Apollo checks a registration's hash, then the write is dropped).
      persistedQueries: trusted ? { cache: readOnlyCache(trusted), ttl: null } : (false as const),
      parseOptions: { maxTokens: OPERATION_LIMITS.maxTokens },
    },
    checkSubscribe,
    /** For the HTTP handlers: the refusal to answer (400) before Apollo parses anything, or null. */
    refusalOf,
  };
}

/** The body Apollo answers a refusal with, without its `http` extension. */
export function refusalBody(error: GraphQLError): string {
  const { http: _http, ...extensions } = error.extensions as Record<string, unknown>;
  return JSON.stringify({ errors: [{ message: error.message, extensions }] });
}

/** A GET request's operation, from its query string (`extensions` is JSON there). */
export function payloadOfSearch(search: Record<string, unknown>): Payload {
  let extensions: Record<string, unknown> | null = null;
  try {
    extensions = typeof search.extensions === 'string' ? JSON.parse(search.extensions) : null;
  } catch {
    // Apollo answers a malformed extensions parameter itself.
  }
  return { query: typeof search.query === 'string' ? search.query : null, extensions: extensions && typeof extensions === 'object' ? extensions : null };
}

function hashIn(payload: Payload): string | undefined {
  const persisted = payload.extensions?.persistedQuery;
  if (!persisted || typeof persisted !== 'object') return undefined;
  const hash = (persisted as { sha256Hash?: unknown }).sha256Hash;
  return typeof hash === 'string' ? hash : '';
}

function readOnlyCache(trusted: TrustedDocuments): NonNullable<PersistedQueryOptions['cache']> {
  return {
    get: async (key) => trusted.byHash(key.slice(key.indexOf(':') + 1)),
    set: async () => undefined,
    delete: async () => false,
  };
}

function tryLoadTrustedDocuments(): TrustedDocuments | null {
  try {
    return loadTrustedDocuments();
  } catch {
    return null;
  }
}
