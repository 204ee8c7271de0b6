import type { CommandContext } from '../../domain/commandHandler';
import { accountBanned, TimedOutError } from '../../domain/errors';
import type { ModerationGate } from './moderationGate';

/** What a timed-out user may not do until the timeout ends; a banned user may do nothing. */
export const BLOCKED_WHILE_TIMED_OUT: ReadonlySet<string> = new Set([
  'PublishPost',
  'EditPost',
  'AddComment',
  'ToggleLike',
  'ToggleCommentLike',
  'ToggleSave',
  'PublishStory',
  'ToggleFollow',
  'StartConversation',
  'SendMessage',
  'SubmitReport',
]);

export type CommandGuard = (command: unknown, context: CommandContext) => void;

/** The one check every command passes (the command bus calls it), whichever door it came in by. */
export function moderationGuard(gate: ModerationGate): CommandGuard {
  return (command, context) => {
    const userId = context.userId;
    if (!userId) return;
    const type = (command as { type?: unknown }).type;
    // A banned person may do one thing: ask for a second look.
    if (gate.isBanned(userId) && type !== 'FileAppeal') throw accountBanned();
    if (typeof type !== 'string' || !BLOCKED_WHILE_TIMED_OUT.has(type)) return;
    const until = gate.timedOutUntil(userId, context.now);
    if (until) throw new TimedOutError(until);
  };
}
