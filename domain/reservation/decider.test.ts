import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { reservationDecider } from './decider';

const spec = deciderSpecification(reservationDecider);
const reserved = { type: 'UsernameReserved' as const, data: { username: 'alice', userId: 'u1' } };

describe('reservation decider', () => {
  it('reserves a free name', () => {
    spec.given([]).when({ type: 'Reserve', kind: 'username', value: 'alice', userId: 'u1' }).then([reserved]);
  });
  it('refuses a name held by another user', () => {
    spec.given([reserved]).when({ type: 'Reserve', kind: 'username', value: 'alice', userId: 'u2' }).thenRefuses('Username is already taken');
    spec
      .given([{ type: 'EmailReserved', data: { email: 'a@b.co', userId: 'u1' } }])
      .when({ type: 'Reserve', kind: 'email', value: 'a@b.co', userId: 'u2' })
      .thenRefuses('An account with this email already exists');
  });
  it('is idempotent for the holder', () => {
    spec.given([reserved]).when({ type: 'Reserve', kind: 'username', value: 'alice', userId: 'u1' }).then([]);
  });
  it('frees a released name for someone else', () => {
    spec
      .given([reserved, { type: 'UsernameReleased', data: { username: 'alice', userId: 'u1' } }])
      .when({ type: 'Reserve', kind: 'username', value: 'alice', userId: 'u2' })
      .then([{ type: 'UsernameReserved', data: { username: 'alice', userId: 'u2' } }]);
  });
  it('lets only the holder release', () => {
    spec.given([reserved]).when({ type: 'Release', kind: 'username', value: 'alice', userId: 'u2' }).then([]);
  });
});
