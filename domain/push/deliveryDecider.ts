import type { Decider } from '../decider';
import type { EventData, EventOf } from '../events';

export type PushSkipReason = EventData<'PushSkipped'>['reason'];

type PushRef = { pushId: string; subscriptionId: string; userId: string; at: string };

/**
 * What became of one push (one notification to one subscription), on its own stream
 * (`push-{pushId}`), as a mail's sending is recorded: once sent or skipped, nothing more is, so a
 * restart, a replay or an outbox that has not yet seen the record pushes nothing twice.
 */
export type PushDeliveryCommand =
  | ({ type: 'RecordPushSent' } & PushRef)
  | ({ type: 'RecordPushFailure'; status: number | null; retryAt: string | null } & PushRef)
  | ({ type: 'RecordPushSkipped'; reason: PushSkipReason } & PushRef);

export type PushDeliveryEvent = EventOf<'PushSent' | 'PushSendFailed' | 'PushSkipped'>;
export type PushDeliveryState = { done: boolean; attempts: number };

export const pushDeliveryStream = (pushId: string) => `push-${pushId}`;

export const pushDeliveryDecider: Decider<PushDeliveryCommand, PushDeliveryEvent, PushDeliveryState> = {
  eventTypes: { PushSent: true, PushSendFailed: true, PushSkipped: true },
  initialState: () => ({ done: false, attempts: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'PushSendFailed':
        return { done: event.data.retryAt === null, attempts: event.data.attempts };
      default:
        return { ...state, done: true };
    }
  },
  decide(command, state) {
    if (state.done) return [];
    const { pushId, subscriptionId, userId, at } = command;
    switch (command.type) {
      case 'RecordPushSent':
        return [{ type: 'PushSent', data: { pushId, subscriptionId, userId, at } }];
      case 'RecordPushFailure': {
        const { status, retryAt } = command;
        return [{ type: 'PushSendFailed', data: { pushId, subscriptionId, userId, status, attempts: state.attempts + 1, retryAt, at } }];
      }
      case 'RecordPushSkipped':
        return [{ type: 'PushSkipped', data: { pushId, subscriptionId, userId, reason: command.reason, at } }];
    }
  },
};
