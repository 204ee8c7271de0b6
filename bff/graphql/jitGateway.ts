import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { GraphQLError, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Runs queries and mutations through graphql-jit, which compiles each operation to plain
 * JavaScript once: a feed page is a few hundred fields, and graphql-js's interpreter spent as long
 * on them as the read models did on the data. Apollo Server 5 accepts another executor only
 * through its gateway interface; validation, plugins and error formatting stay Apollo's.
 */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  // Apollo keeps one parsed document per query text, so the document object is a stable key.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | ExecutionResult>>();

  const compile = (document: DocumentNode, operationName: string | undefined) => {
    let byOperation = compiled.get(document);
    if (!byOperation) compiled.set(document, (byOperation = new Map()));
    let entry = byOperation.get(operationName ?? '');
    if (!entry) byOperation.set(operationName ?? '', (entry = compileQuery(schema, document, operationName)));
    return entry;
  };

  const executor: GatewayExecutor = async ({ document, request, context }) => {
    const query = compile(document, request.operationName ?? undefined);
    if (!isCompiledQuery(query)) return { ...query, errors: query.errors?.map((error) => asGraphQLError(error)) };
    const result = await query.query(undefined, context, request.variables ?? {});
    if (!result.errors) return result;
    // No data at all: graphql-jit refused the variables before running anything, the client's
    // mistake (graphql-js would have said so in a way Apollo recognises; graphql-jit does not).
    const code = result.data === undefined ? { code: 'BAD_USER_INPUT' } : {};
    return { ...result, errors: result.errors.map((error) => asGraphQLError(error, code)) };
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    load: async () => ({ executor }),
    stop: async () => {},
  };
}

/** graphql-jit's errors lack the `extensions` Apollo's error formatting reads; rebuild them as graphql-js errors. */
function asGraphQLError(error: GraphQLError, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, ...extra },
  });
}
