import { describe, expect, it } from 'vitest';
import { eventStoreContract } from './eventStore.contract';
import { connectEventStoreDb } from './eventStoreDbStore';

const url = process.env.EVENTSTORE_URL;

// The contract's stream names are unique per test, so a shared server with other data works.
if (url) {
  eventStoreContract('EventStoreDB', async () => {
    const store = await connectEventStoreDb(url);
    return { store, cleanup: () => store.close() };
  });
} else {
  console.log('EventStoreDB contract skipped: EVENTSTORE_URL is not set');
  describe.skip('EventStore contract: EventStoreDB (needs EVENTSTORE_URL)', () => {
    it('runs against a real server', () => {});
  });
}

describe('connectEventStoreDb', () => {
  it('fails within 5 seconds, naming the URL, when no server answers', async () => {
    const unreachable = 'esdb://127.0.0.1:1?tls=false';
    const started = Date.now();
    await expect(connectEventStoreDb(unreachable)).rejects.toThrow(unreachable);
    expect(Date.now() - started).toBeLessThan(5000);
  }, 10_000);
});
