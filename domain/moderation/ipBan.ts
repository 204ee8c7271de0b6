import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';

/** An address is banned or not; its stream `ip-{address}` keeps every ban and unban. */
export type IpBanCommand = { type: 'BanIp'; ip: string; reason: string; by: string; at: string } | { type: 'UnbanIp'; ip: string; by: string; at: string };

export type IpBanEvent = EventOf<'IpBanned' | 'IpUnbanned'>;
export type IpBanState = { banned: boolean };

export const ipBanStream = (ip: string) => `ip-${ip}`;

export const ipBanDecider: Decider<IpBanCommand, IpBanEvent, IpBanState> = {
  eventTypes: { IpBanned: true, IpUnbanned: true },
  initialState: () => ({ banned: false }),
  evolve: (_state, event) => ({ banned: event.type === 'IpBanned' }),
  decide(command, { banned }) {
    const { ip, by, at } = command;
    if (command.type === 'BanIp') {
      // Banning a banned address again changes nothing (one user's ban may name an address twice).
      if (banned) return [];
      return [{ type: 'IpBanned', data: { ip, reason: command.reason, by, at } }];
    }
    if (!banned) throw new DomainError('conflict', 'This IP address is not banned.');
    return [{ type: 'IpUnbanned', data: { ip, by, at } }];
  },
};
