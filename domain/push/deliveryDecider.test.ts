import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { pushDeliveryDecider } from './deliveryDecider';

const spec = deciderSpecification(pushDeliveryDecider);
const at = '2026-11-25T01:00:00.000Z';
const retryAt = '2026-11-25T01:00:30.000Z';
const ref = { pushId: 'x1', subscriptionId: 'p1', userId: 'u1', at };
const sent = { type: 'PushSent' as const, data: ref };
const failed = (attempts: number, next: string | null = retryAt) => ({
  type: 'PushSendFailed' as const,
  data: { ...ref, status: 500, attempts, retryAt: next },
});

describe('push delivery decider', () => {
  it('records a push sent once; a second record appends nothing', () => {
    spec
      .given([])
      .when({ type: 'RecordPushSent', ...ref })
      .thenEmits([sent]);
    spec
      .given([sent])
      .when({ type: 'RecordPushSent', ...ref })
      .thenEmits([]);
  });

  it('counts failed tries, and nothing after one given up on or skipped', () => {
    spec
      .given([failed(1)])
      .when({ type: 'RecordPushFailure', status: 500, retryAt, ...ref })
      .thenEmits([failed(2)]);
    spec
      .given([failed(1, null)])
      .when({ type: 'RecordPushSent', ...ref })
      .thenEmits([]);
    const skipped = { type: 'PushSkipped' as const, data: { ...ref, reason: 'read' as const } };
    spec
      .given([])
      .when({ type: 'RecordPushSkipped', reason: 'read', ...ref })
      .thenEmits([skipped]);
    spec
      .given([skipped])
      .when({ type: 'RecordPushSent', ...ref })
      .thenEmits([]);
  });
});
