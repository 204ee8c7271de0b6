import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { mailDecider } from './decider';

const spec = deciderSpecification(mailDecider);
const at = '2026-06-15T12:00:00.000Z';
const retryAt = '2026-06-15T12:00:30.000Z';
const sent = { type: 'MailSent' as const, data: { mailId: 'm1', userId: 'u1', at } };
const failed = (attempts: number, next: string | null = retryAt) => ({
  type: 'MailSendFailed' as const,
  data: { mailId: 'm1', userId: 'u1', attempts, retryAt: next, at },
});

describe('mail decider', () => {
  it('records a mail sent once; a second record appends nothing', () => {
    spec.given([]).when({ type: 'RecordMailSent', mailId: 'm1', userId: 'u1', at }).thenEmits([sent]);
    spec.given([sent]).when({ type: 'RecordMailSent', mailId: 'm1', userId: 'u1', at }).thenEmits([]);
  });

  it('counts failed tries with the time of the next, and none once sent', () => {
    spec
      .given([])
      .when({ type: 'RecordMailFailure', mailId: 'm1', userId: 'u1', retryAt, at })
      .thenEmits([failed(1)]);
    spec
      .given([failed(1), failed(2)])
      .when({ type: 'RecordMailFailure', mailId: 'm1', userId: 'u1', retryAt: null, at })
      .thenEmits([failed(3, null)]);
    spec
      .given([failed(1), sent])
      .when({ type: 'RecordMailFailure', mailId: 'm1', userId: 'u1', retryAt, at })
      .thenEmits([]);
  });
});
