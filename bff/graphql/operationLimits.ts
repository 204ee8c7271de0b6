import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';

/**
 * Bounds on any one operation, whoever sends it. Chosen with room above the deepest, widest
 * document of the web client (checked by operationLimits.test.ts against every one of them).
 */
export const OPERATION_LIMITS = {
  /** Nested selections: a post's comment's author's ... */
  maxDepth: 10,
  /** Aliases per operation: the same field asked for many times over under other names. */
  maxAliases: 15,
  maxDirectives: 10,
  /** Tokens in the document text, counted while parsing (graphql-js stops at this many). */
  maxTokens: 2_000,
  /** Fields resolved, counting page sizes: see operationCost.ts. A page of 100 albums (PostCard_post) is 11,300. */
  maxCost: 12_000,
} as const;

export type SurfaceOptions = {
  /** Run only the documents the web client was built with (production). */
  trustedDocuments: boolean;
  /** Say "Did you mean ...?" in validation errors (development only: it maps the schema for a stranger). */
  fieldSuggestions: boolean;
};

/** GraphQL Armor's depth, alias and directive rules, reporting as 400 errors. */
export function armor() {
  return new ApolloArmor({
    maxDepth: { n: OPERATION_LIMITS.maxDepth },
    maxAliases: { n: OPERATION_LIMITS.maxAliases },
    maxDirectives: { n: OPERATION_LIMITS.maxDirectives },
    // Counted by graphql-js's own parser (parseOptions.maxTokens), on sockets as over HTTP.
    maxTokens: { enabled: false },
    // operationCost.ts counts page sizes passed as variables, which Armor's rule cannot see.
    costLimit: { enabled: false },
    // Armor's mask leaves the sentence's question mark behind; hiddenSuggestions does it whole.
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

/** What graphql-js appends to a validation error about an unknown name. */
const SUGGESTION = / ?Did you mean .+\?$/;

export const withoutSuggestion = (message: string) => message.replace(SUGGESTION, '');

/** Apollo's errors without "Did you mean ...?": in production it would map the schema for a stranger. */
export const hiddenSuggestions: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) error.message = withoutSuggestion(error.message);
      },
    };
  },
};

export function costError(cost: number): GraphQLError {
  return new GraphQLError(
    `This request asks for too much at once (cost ${Math.ceil(cost)}, at most ${OPERATION_LIMITS.maxCost}): ask for fewer items per page or fewer fields.`,
    { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } },
  );
}
