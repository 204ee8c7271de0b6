import type { DomainEvent } from './events';

/**
 * A decider is three plain functions over one aggregate's events: what a stream starts as, how an
 * event changes it, and what a command yields. `Event` is what it may append, a part of
 * DomainEvent, so that a like decider cannot decide a PostPublished. `Observed` is what other
 * deciders append to the same stream and this one must know too (the registration on a user's
 * stream, for the account decider).
 */
export type Decider<Command, Event extends DomainEvent, State, Observed extends DomainEvent = never> = {
  /** The types `evolve` takes: folding a stream gives it only these of its events. */
  eventTypes: EventTypes<Event | Observed>;
  initialState: () => State;
  evolve: (state: State, event: Event | Observed) => State;
  /** Throws a DomainError when the command is refused. */
  decide: (command: Command, state: State) => Event[];
};

/** Each type of an event union, written out as keys so that the compiler refuses one missing or one too many. */
export type EventTypes<Event extends DomainEvent> = { readonly [T in Event['type']]: true };

export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests';

/** A refusal the user should see: `message` is the text shown to them. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
