import type { Decider, EventTypes } from './decider';
import { deterministicEventId } from './eventId';
import { parseEvent, type DomainEvent } from './events';
import { schemaVersionOf } from './upcasters';
import { WrongExpectedRevisionError, type AppendResult, type EventMetadata, type EventStore, type StoredEvent } from './ports/eventStore';
import type { FoldedStream, StreamStateCache } from './streamStateCache';

/** Who issued a command, when, and under which id: everything a decider must not read for itself. */
export type CommandContext = {
  commandId: string;
  correlationId?: string;
  causationId?: string;
  userId?: string;
  clientIp?: string;
  now: Date;
};

export type CommandResult<Event extends DomainEvent, State> = {
  events: Event[];
  /** Global position of the last event appended, or null when the decider decided nothing. */
  position: number | null;
  state: State;
};

type Folder<Event extends DomainEvent, State> = Pick<Decider<never, Event, State>, 'eventTypes' | 'initialState' | 'evolve'>;

// Each round of a race lets one writer through, so this bounds how many may race on one stream.
const MAX_ATTEMPTS = 25;

/**
 * Folds the stream, decides, and appends with the expected revision; on a concurrent write it
 * starts over from the new state. With a cache, a stream folded before is read only from the
 * revision after the one it was folded to.
 */
export async function handleCommand<Command, Event extends DomainEvent, State, Observed extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, Event, State, Observed>,
  command: Command,
  context: CommandContext,
  cache?: StreamStateCache,
): Promise<CommandResult<Event, State>> {
  for (let attempt = 1; ; attempt++) {
    const fold = await foldStream(store, stream, decider, cache);
    if (fold.commandIds.has(context.commandId)) return answerRetry<Event, State, Observed>(store, stream, decider, context);
    const events = decider.decide(command, fold.state);
    if (events.length === 0) return { events, position: null, state: fold.state };

    const metadata: EventMetadata = {
      commandId: context.commandId,
      correlationId: context.correlationId ?? context.commandId,
      causationId: context.causationId ?? context.commandId,
      ...(context.userId ? { userId: context.userId } : {}),
      ...(context.clientIp ? { clientIp: context.clientIp } : {}),
      at: context.now.toISOString(),
    };
    let result: AppendResult;
    try {
      result = await store.append(
        stream,
        events.map((event, i) => ({
          id: deterministicEventId(context.commandId, stream, i),
          type: event.type,
          data: event.data,
          metadata: { ...metadata, schemaVersion: schemaVersionOf(event.type) },
        })),
        fold.revision === -1 ? 'no_stream' : fold.revision,
      );
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
      continue;
    }
    const state = events.reduce(decider.evolve, fold.state);
    // An append that found its events already stored lands elsewhere than right after the fold.
    if (result.revision === fold.revision + events.length) {
      cache?.set(stream, { decider, state, revision: result.revision, commandIds: fold.commandIds.add(context.commandId) });
    } else cache?.forget(stream);
    return { events, position: result.position, state };
  }
}

async function foldStream<Event extends DomainEvent, State>(
  store: EventStore,
  stream: string,
  decider: Folder<Event, State>,
  cache?: StreamStateCache,
): Promise<FoldedStream<State>> {
  const known = cache?.get<State>(stream, decider);
  const stored = await store.readStream(stream, known ? known.revision + 1 : 0);
  if (known && stored.length === 0) return known;
  let state = known?.state ?? decider.initialState();
  const commandIds = known?.commandIds ?? new Set<string>();
  for (const e of stored) {
    const event = parseOwnEvent(decider.eventTypes, e);
    if (event) state = decider.evolve(state, event);
    commandIds.add(e.metadata.commandId);
  }
  const fold = { decider, state, revision: stored.at(-1)?.revision ?? known?.revision ?? -1, commandIds };
  cache?.set(stream, fold);
  return fold;
}

/** A retry of a command the stream already took: the first answer again, and nothing written. */
async function answerRetry<Event extends DomainEvent, State, Observed extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Folder<Event | Observed, State>,
  context: CommandContext,
): Promise<CommandResult<Event, State>> {
  const stored = await store.readStream(stream);
  const state = stored.reduce((s, e) => {
    const event = parseOwnEvent(decider.eventTypes, e);
    return event ? decider.evolve(s, event) : s;
  }, decider.initialState());
  const handled = stored.filter((e) => e.metadata.commandId === context.commandId);
  // This decider decided them when the command first came, so they are of the types it appends.
  const events = handled.map((e) => parseOwnEvent(decider.eventTypes, e)).filter((e) => e !== null) as Event[];
  return { events, position: handled[handled.length - 1].position, state };
}

/**
 * A stored event in its current shape if it is of the decider's types, else null: the other
 * deciders' events on a shared stream (a user's) are not even parsed.
 */
function parseOwnEvent<Event extends DomainEvent>(eventTypes: EventTypes<Event>, stored: StoredEvent): Event | null {
  if (!Object.hasOwn(eventTypes, stored.type)) return null;
  return parseEvent(stored) as Event | null;
}
