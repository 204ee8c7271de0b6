import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { boundKeepalive, KEEPALIVE_MAX_BYTES, keepWritesAlive } from './keepWritesAlive';

// Parsed, not tagged: the app's code generator reads every tagged document in web/src as one of the app's.
const LIKE = parse('mutation ToggleLike($postId: ID!) { toggleLike(postId: $postId) { liked } }');
const FEED = parse('query Feed { feedSize }');

/** A client as the app builds its HTTP side, over a fetch that records what it was asked to send. */
function recordingClient() {
  const sent: RequestInit[] = [];
  const fetchStub: typeof fetch = async (_input, init) => {
    sent.push(init ?? {});
    const isLike = String(init?.body).includes('toggleLike');
    const data = isLike ? { toggleLike: { __typename: 'ToggleLikeResult', liked: true } } : { feedSize: 3 };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  };
  const link = keepWritesAlive.concat(new HttpLink({ uri: 'http://glimpse.test/graphql', fetch: boundKeepalive(fetchStub) }));
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

describe('writes outlive the page', () => {
  it('sends a like with keepalive, so that a reload right after the tap does not cancel it', async () => {
    const { client, sent } = recordingClient();
    await client.mutate({ mutation: LIKE, variables: { postId: 'p1' } });
    expect(sent).toHaveLength(1);
    expect(sent[0].keepalive).toBe(true);
  });

  it('sends reads as ordinary requests', async () => {
    const { client, sent } = recordingClient();
    await client.query({ query: FEED });
    expect(sent).toHaveLength(1);
    expect(sent[0].keepalive).toBeFalsy();
  });

  it('sends a write too large for the browser to keep alive as an ordinary request, rather than have it refused', async () => {
    const { client, sent } = recordingClient();
    await client.mutate({ mutation: LIKE, variables: { postId: 'é'.repeat(KEEPALIVE_MAX_BYTES / 2) } });
    expect(sent).toHaveLength(1);
    expect(sent[0].keepalive).toBe(false);
  });
});
