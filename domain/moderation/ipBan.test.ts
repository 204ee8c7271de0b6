import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { ipBanDecider } from './ipBan';

const spec = deciderSpecification(ipBanDecider);
const at = '2026-11-22T14:00:00.000Z';
const banned = { type: 'IpBanned' as const, data: { ip: '203.0.113.7', reason: 'Used by a banned user', by: 'admin', at } };
const unbanned = { type: 'IpUnbanned' as const, data: { ip: '203.0.113.7', by: 'admin', at } };
const ban = { type: 'BanIp' as const, ip: '203.0.113.7', reason: 'Used by a banned user', by: 'admin', at };
const unban = { type: 'UnbanIp' as const, ip: '203.0.113.7', by: 'admin', at };

describe('IP ban decider', () => {
  it('bans an address', () => spec.given([]).when(ban).thenEmits([banned]));
  it('changes nothing when the address is already banned', () => spec.given([banned]).when(ban).thenEmits([]));
  it('unbans a banned address', () => spec.given([banned]).when(unban).thenEmits([unbanned]));
  it('refuses to unban an address that is not banned', () => {
    spec.given([]).when(unban).thenRefuses('This IP address is not banned.');
    spec.given([banned, unbanned]).when(unban).thenRefuses('This IP address is not banned.');
  });
  it('bans again after an unban', () => spec.given([banned, unbanned]).when(ban).thenEmits([banned]));
});
