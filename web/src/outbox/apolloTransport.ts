import { type ApolloClient, CombinedGraphQLErrors } from '@apollo/client';
import { attemptFromErrors, type Transport } from './transport';

/** The page's transport: Apollo Client with the write's Idempotency-Key, so that its answer lands in the cache. */
export function apolloTransport(client: ApolloClient): Transport {
  return async (document, variables, key) => {
    try {
      const result = await client.mutate({ mutation: document, variables, context: { headers: { 'Idempotency-Key': key } } });
      return result.data ? { status: 'sent', data: result.data } : { status: 'later' };
    } catch (error) {
      // A GraphQL answer says yes or no; anything else (no network, a proxy's 502) is for later.
      return CombinedGraphQLErrors.is(error) ? attemptFromErrors(error.errors) : { status: 'later' };
    }
  };
}
