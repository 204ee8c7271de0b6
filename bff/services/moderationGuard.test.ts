import { describe, expect, it } from 'vitest';
import type { ModerationGate } from './moderationGate';
import { TimedOutError } from '../../domain/errors';
import { BLOCKED_WHILE_TIMED_OUT, moderationGuard } from './moderationGuard';

const now = new Date('2026-11-22T14:00:00.000Z');
const until = new Date('2026-11-22T14:05:00.000Z');
const gate = (banned: string[], timedOut: string[]) =>
  ({
    isBanned: (id: string) => banned.includes(id),
    timedOutUntil: (id: string, at: Date) => (timedOut.includes(id) && until > at ? until : null),
  }) as unknown as ModerationGate;
const context = (userId?: string) => ({ commandId: 'c', now, ...(userId ? { userId } : {}) });

describe('moderation guard on the command path', () => {
  const guard = moderationGuard(gate(['banned'], ['muted']));

  it('refuses every listed command of a timed-out user, saying until when', () => {
    expect([...BLOCKED_WHILE_TIMED_OUT].sort()).toEqual(
      [
        'AddComment',
        'EditPost',
        'PublishPost',
        'PublishStory',
        'SendMessage',
        'StartConversation',
        'SubmitReport',
        'ToggleCommentLike',
        'ToggleFollow',
        'ToggleLike',
        'ToggleSave',
      ].sort(),
    );
    for (const type of BLOCKED_WHILE_TIMED_OUT) expect(() => guard({ type }, context('muted'))).toThrow('You are timed out until 14:05 UTC on 22 Nov.');
  });
  it('lets a timed-out user delete their own things and a timeout end by itself', () => {
    expect(() => guard({ type: 'DeletePost' }, context('muted'))).not.toThrow();
    const later = { ...context('muted'), now: new Date('2026-11-22T14:05:00.001Z') };
    expect(() => moderationGuard(gate([], ['muted']))({ type: 'ToggleLike' }, later)).not.toThrow();
  });
  it('refuses everything from a banned user but an appeal', () => {
    expect(() => guard({ type: 'DeletePost' }, context('banned'))).toThrow('Your account has been banned.');
    expect(() => guard({ type: 'FileAppeal' }, context('banned'))).not.toThrow();
    expect(() => guard({ type: 'FileAppeal' }, context('muted'))).not.toThrow();
  });
  it('leaves commands without a user alone', () => {
    expect(() => guard({ type: 'PublishPost' }, context())).not.toThrow();
    expect(() => guard({ type: 'PublishPost' }, context('someone'))).not.toThrow();
  });
  it('says until when a timeout lasts, in UTC', () =>
    expect(new TimedOutError(new Date('2026-01-03T09:07:00Z')).message).toBe('You are timed out until 09:07 UTC on 3 Jan.'));
});
