import { CombinedGraphQLErrors } from '@apollo/client';
import { toggleFailure, UnsentToggle } from '../lib/cacheToggle';
import type { TapOutcome, ToggleQueue } from '../lib/toggleQueue';
import type { ToggleKind } from './outboxWrite';
import { queueFailedToggle, queueToggleTap, shouldQueue } from './queueWrite';

/**
 * A tap on a like, bookmark or follow. Offline, or while the person's writes wait, it goes into the
 * outbox (taps net out there); else into the usual queue of requests, and a request that fails on
 * the network (not refused by the server) waits in the outbox with the key it went with.
 */
export function tapOrQueueToggle(queue: ToggleQueue, kind: ToggleKind, targetId: string, userId: string | undefined, outcome: TapOutcome): void {
  if (userId && !queue.pending(targetId) && shouldQueue(userId)) {
    void queueToggleTap(userId, kind, targetId, queue.server(targetId));
    return;
  }
  queue.tap(targetId, {
    settled: outcome.settled,
    failed(error, wanted) {
      const cause = toggleFailure(error);
      if (userId && error instanceof UnsentToggle && !CombinedGraphQLErrors.is(cause)) {
        // Whether that request was applied or not, the outbox's flush ends on the state wanted.
        void queueFailedToggle(userId, kind, targetId, queue.server(targetId), wanted, error.key);
      } else outcome.failed(cause, wanted);
    },
  });
}
