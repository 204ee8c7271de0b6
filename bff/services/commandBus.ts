import { handleCommand, type CommandContext, type CommandResult } from '../../domain/commandHandler';
import type { Decider } from '../../domain/decider';
import type { DomainEvent } from '../../domain/events';
import type { EventStore } from '../../domain/ports/eventStore';
import { StreamStateCache } from '../../domain/streamStateCache';
import type { LiveProjections } from '../../projections/liveProjections';
import { LIMIT_OF_COMMAND } from '../limits';
import { noteRecorded } from '../media/uploadRollback';
import type { CommandGuard } from './moderationGuard';
import type { RateLimits } from './rateLimits';

/**
 * Runs a command and answers once its events are in the read models, so the caller reads its own
 * writes. Every door (REST, GraphQL, sockets) comes through here, so here each command passes the
 * moderation guard and its rate limit; a command refused by either appends nothing.
 */
export function commandBus(events: EventStore, projections: LiveProjections, guard: CommandGuard = () => {}, limits?: RateLimits) {
  const folds = new StreamStateCache();
  const execute = async function execute<Command, Event extends DomainEvent, State, Observed extends DomainEvent>(
    stream: string,
    decider: Decider<Command, Event, State, Observed>,
    command: Command,
    context: CommandContext,
  ) {
    guard(command, context);
    const refund = await takeLimit(limits, command, context);
    let result: CommandResult<Event, State>;
    try {
      result = await handleCommand(events, stream, decider, command, context, folds);
    } catch (error) {
      await refund();
      throw error;
    }
    if (result.position !== null) {
      noteRecorded();
      await projections.waitForPosition(result.position);
    }
    return result;
  };
  /**
   * Refuses a command the guard or its rate limit would refuse, without counting it: for a write
   * that must check before an earlier step of its own (taking its file) is recorded.
   */
  const precheck = async (command: { type: string }, context: CommandContext): Promise<void> => {
    guard(command, context);
    const name = limitNameOf(command);
    if (limits && name && context.clientIp) await limits.check(name, { userId: context.userId, clientIp: context.clientIp });
  };
  return Object.assign(execute, { precheck });
}

function limitNameOf(command: unknown) {
  const type = (command as { type?: unknown }).type;
  return typeof type === 'string' && Object.hasOwn(LIMIT_OF_COMMAND, type) ? LIMIT_OF_COMMAND[type] : undefined;
}

/**
 * Counts a command against its limit. Commands with no client address come from the server
 * itself (the demo content, the mascot), not from a request, and are not limited.
 */
async function takeLimit(limits: RateLimits | undefined, command: unknown, context: CommandContext) {
  const name = limitNameOf(command);
  if (!limits || !name || !context.clientIp) return async () => {};
  return limits.consume(name, { userId: context.userId, clientIp: context.clientIp });
}

export type CommandBus = ReturnType<typeof commandBus>;
