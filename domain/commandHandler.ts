import type { Decider } from './decider';
import { deterministicEventId } from './eventId';
import { parseEvent, type DomainEvent } from './events';
import { schemaVersionOf } from './upcasters';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore } from './ports/eventStore';

/** Who issued a command, when, and under which id: everything a decider must not read for itself. */
export type CommandContext = {
  commandId: string;
  correlationId?: string;
  causationId?: string;
  userId?: string;
  clientIp?: string;
  now: Date;
};

export type CommandResult<State> = {
  events: DomainEvent[];
  /** Global position of the last event appended, or null when the decider decided nothing. */
  position: number | null;
  state: State;
};

// Each round of a race lets one writer through, so this bounds how many may race on one stream.
const MAX_ATTEMPTS = 25;

/**
 * Reads the stream, folds it, decides, and appends with the expected revision; on a concurrent
 * write it starts over from the new state.
 */
export async function handleCommand<Command, State>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, DomainEvent, State>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<State>> {
  for (let attempt = 1; ; attempt++) {
    const stored = await store.readStream(stream);
    let state = decider.initialState();
    for (const e of stored) {
      const event = parseEvent(e);
      if (event) state = decider.evolve(state, event);
    }
    const handled = stored.filter((e) => e.metadata.commandId === context.commandId);
    if (handled.length > 0) {
      // A retry of a command this stream already took: answer as the first time, write nothing.
      const events = handled.map((e) => parseEvent(e)).filter((e) => e !== null);
      return { events, position: handled[handled.length - 1].position, state };
    }
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, position: null, state };

    const metadata: EventMetadata = {
      commandId: context.commandId,
      correlationId: context.correlationId ?? context.commandId,
      causationId: context.causationId ?? context.commandId,
      ...(context.userId ? { userId: context.userId } : {}),
      ...(context.clientIp ? { clientIp: context.clientIp } : {}),
      at: context.now.toISOString(),
    };
    const expected = stored.length === 0 ? 'no_stream' : stored[stored.length - 1].revision;
    try {
      const result = await store.append(
        stream,
        events.map((event, i) => ({
          id: deterministicEventId(context.commandId, stream, i),
          type: event.type,
          data: event.data,
          metadata: { ...metadata, schemaVersion: schemaVersionOf(event.type) },
        })),
        expected,
      );
      return { events, position: result.position, state: events.reduce(decider.evolve, state) };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
