import type { EventStore, StoredEvent } from '../../domain/ports/eventStore';
import { EncryptingEventStore } from '../../infra/eventstore/encryptingEventStore';

/** The whole history read in order, each event opened only when asked for. */
export type HistoryReads = {
  headPosition(): Promise<number>;
  readAllSealed(after: number, limit: number): Promise<StoredEvent[]>;
  open(event: StoredEvent): Promise<StoredEvent>;
};

/**
 * Reads of the event store for a scan that wants a few events out of all of them: sealed ones
 * from the encrypting store (so nobody else's fields are decrypted, which is also most of the
 * cost of a scan), or events as they come from any other store.
 */
export function historyReads(events: EventStore): HistoryReads {
  if (events instanceof EncryptingEventStore) {
    return {
      headPosition: () => events.headPosition(),
      readAllSealed: (after, limit) => events.readAllSealed(after, limit),
      open: (event) => events.open(event),
    };
  }
  return { headPosition: () => events.headPosition(), readAllSealed: (after, limit) => events.readAll(after, limit), open: async (event) => event };
}
