/** A decider is three plain functions: what a stream starts as, how an event changes it, and what a command yields. */
export type Decider<Command, Event, State> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  /** Throws a DomainError when the command is refused. */
  decide: (command: Command, state: State) => Event[];
};

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
