import type { ApolloServerPlugin } from '@apollo/server';

/** A GraphQL answer refused by a rate limit carries the Retry-After header, as the REST one does. */
export const retryAfterHeader: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const waits = (response.body.singleResult.errors ?? []).map((e) => e.extensions?.retryAfter).filter((s) => typeof s === 'number');
        if (waits.length > 0) response.http.headers.set('retry-after', String(Math.max(...waits)));
      },
    };
  },
};
