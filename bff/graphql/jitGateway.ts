import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, GraphQLError, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Runs queries through graphql-jit, which compiles each operation to plain JavaScript once: a feed
 * page is a few hundred fields, and graphql-js's interpreter spends as long on them as the read
 * models do on the data. Mutations, a field or two each, stay with graphql-js: graphql-jit's
 * serial execution keeps each request's objects alive until the next full garbage collection,
 * which would make every mutation's request a burden on the old generation. Apollo Server 5 accepts
 * another executor only through its gateway interface; validation, plugins and error formatting
 * stay Apollo's.
 */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  // Apollo keeps one parsed document per query text, so the document object is a stable key.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | ExecutionResult>>();

  const compile = (document: DocumentNode, operationName: string | undefined) => {
    let byOperation = compiled.get(document);
    if (!byOperation) {
      byOperation = new Map();
      compiled.set(document, byOperation);
    }
    let entry = byOperation.get(operationName ?? '');
    if (!entry) {
      entry = compileQuery(schema, document, operationName);
      byOperation.set(operationName ?? '', entry);
    }
    return entry;
  };

  const executor: GatewayExecutor = async ({ document, request, context, operation }) => {
    const operationName = request.operationName ?? undefined;
    const variables = request.variables ?? {};
    let result: ExecutionResult;
    if (operation?.operation === 'mutation') result = await execute({ schema, document, contextValue: context, variableValues: variables, operationName });
    else {
      const query = compile(document, operationName);
      if (!isCompiledQuery(query)) return { ...query, errors: query.errors?.map((error) => asGraphQLError(error)) };
      result = await query.query(undefined, context, variables);
    }
    if (!result.errors) return result;
    // No data at all: the variables were refused before anything ran, the client's mistake
    // (Apollo recognises graphql-js's own refusal when it executes; through a gateway it does not).
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
