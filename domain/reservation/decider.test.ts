import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { reservationDecider, reservationStream } from './decider';

const spec = deciderSpecification(reservationDecider);
const reserved = { type: 'UsernameReserved' as const, data: { username: 'alice', userId: 'u1' } };

describe('reservation decider', () => {
  it('reserves a free name', () => {
    spec.given([]).when({ type: 'Reserve', kind: 'username', value: 'alice', userId: 'u1' }).thenEmits([reserved]);
  });
  it('refuses a name held by another user', () => {
    spec.given([reserved]).when({ type: 'Reserve', kind: 'username', value: 'alice', userId: 'u2' }).thenRefuses('Username is already taken');
    spec
      .given([{ type: 'EmailReserved', data: { email: 'a@b.co', userId: 'u1' } }])
      .when({ type: 'Reserve', kind: 'email', value: 'a@b.co', userId: 'u2' })
      .thenRefuses('An account with this email already exists');
  });
  it('is idempotent for the holder', () => {
    spec.given([reserved]).when({ type: 'Reserve', kind: 'username', value: 'alice', userId: 'u1' }).thenEmits([]);
  });
  it('frees a released name for someone else', () => {
    spec
      .given([reserved, { type: 'UsernameReleased', data: { username: 'alice', userId: 'u1' } }])
      .when({ type: 'Reserve', kind: 'username', value: 'alice', userId: 'u2' })
      .thenEmits([{ type: 'UsernameReserved', data: { username: 'alice', userId: 'u2' } }]);
  });
  it('lets only the holder release', () => {
    spec.given([reserved]).when({ type: 'Release', kind: 'username', value: 'alice', userId: 'u2' }).thenEmits([]);
  });
});

describe('reservation stream names', () => {
  const opaque = (normalised: string) => `key(${normalised.length})`;
  it('hand only the normalised value to the opaque key, never spelling it in the name', () => {
    const seen: string[] = [];
    const name = reservationStream('email', ' Ann@Example.COM ', (v) => {
      seen.push(v);
      return opaque(v);
    });
    expect(seen).toEqual(['email:ann@example.com']);
    expect(name).toBe('email-key(21)');
    expect(reservationStream('username', 'ALICE', opaque)).toBe(reservationStream('username', 'alice', opaque));
  });
});
