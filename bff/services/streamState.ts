import type { Decider } from '../../domain/decider';
import { type DomainEvent, parseEvent } from '../../domain/events';
import type { EventStore } from '../../domain/ports/eventStore';

/** A stream folded as `decider` sees it: for a read that must be as current as the next append (a link's address, a sending's record). */
export async function streamState<C, E extends DomainEvent, S, O extends DomainEvent>(
  events: EventStore,
  stream: string,
  decider: Decider<C, E, S, O>,
): Promise<S> {
  let state = decider.initialState();
  for (const stored of await events.readStream(stream)) {
    if (!Object.hasOwn(decider.eventTypes, stored.type)) continue;
    const event = parseEvent(stored);
    if (event) state = decider.evolve(state, event as E | O);
  }
  return state;
}
