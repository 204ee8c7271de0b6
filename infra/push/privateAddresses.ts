import { lookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a push must never be aimed at, so that a subscription cannot make the server call
 * its own network: loopback, private, link-local, unique-local, carrier-grade NAT, unspecified,
 * multicast and reserved ranges (an IPv4 address mapped into IPv6 meets the IPv4 ranges: BlockList
 * checks it so).
 */
const inside = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  inside.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  inside.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return inside.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Every address a host name resolves to (an IP literal: itself). */
export function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => lookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for the push sender's connections that refuses a host resolving to an inside
 * address, at the moment of connecting: a name checked when subscribed and pointed inside later
 * (DNS rebinding) is refused too.
 */
export function outsideOnlyLookup(hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void {
  lookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused)
      return callback(Object.assign(new Error(`${hostname} resolves to ${refused.address}, an address push endpoints may not use`), { code: 'EPRIVATE' }), []);
    const wanted = options.family === 6 || options.family === 'IPv6' ? 6 : options.family === 4 || options.family === 'IPv4' ? 4 : 0;
    const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
    if (options.all) return callback(null, usable);
    const first = usable[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}
