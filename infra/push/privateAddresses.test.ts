import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './privateAddresses';

describe('push endpoint addresses', () => {
  it('refuses loopback, private, link-local, unique-local and mapped addresses, IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fc12::3',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it("lets a push service's public addresses through", () => {
    for (const address of ['142.250.74.110', '17.253.144.10', '2a00:1450:4007:80e::200a', '172.32.0.1', '11.0.0.1', '::ffff:142.250.74.110'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});
