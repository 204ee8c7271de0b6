import { handleCommand, type CommandContext } from '../../domain/commandHandler';
import type { Decider } from '../../domain/decider';
import type { DomainEvent } from '../../domain/events';
import type { EventStore } from '../../domain/ports/eventStore';
import type { ProjectionRunner } from '../../projections/runner';
import { noteRecorded } from '../media/uploadRollback';
import type { CommandGuard } from './moderationGuard';

/** Runs a command and answers once its events are in the read models, so the caller reads its own writes. */
export function commandBus(events: EventStore, projections: ProjectionRunner, guard: CommandGuard = () => {}) {
  return async function execute<Command, State>(
    stream: string,
    decider: Decider<Command, DomainEvent, State>,
    command: Command,
    context: CommandContext,
  ) {
    guard(command, context);
    const result = await handleCommand(events, stream, decider, command, context);
    if (result.position !== null) {
      noteRecorded();
      await projections.waitForPosition(result.position);
    }
    return result;
  };
}

export type CommandBus = ReturnType<typeof commandBus>;
