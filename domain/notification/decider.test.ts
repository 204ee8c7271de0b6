import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { notificationDecider } from './decider';

const spec = deciderSpecification(notificationDecider);
const mark = (at: string) => ({ type: 'MarkNotificationsRead' as const, userId: 'u1', at });
const read = (at: string) => ({ type: 'NotificationsRead' as const, data: { userId: 'u1', at } });

describe('notification decider', () => {
  it('marks everything up to now read', () =>
    spec
      .given([])
      .when(mark('2026-06-15T12:00:00.000Z'))
      .thenEmits([read('2026-06-15T12:00:00.000Z')]));
  it('marks again later', () =>
    spec
      .given([read('2026-06-15T12:00:00.000Z')])
      .when(mark('2026-06-15T12:05:00.000Z'))
      .thenEmits([read('2026-06-15T12:05:00.000Z')]));
});
