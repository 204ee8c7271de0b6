import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';
import { passkeyName } from './passkeyName';
import { PASSKEY_NOT_FOUND, PASSKEY_REPLAYED, PASSKEY_TAKEN, PASSKEY_UNKNOWN } from './refusals';

/**
 * One passkey (a WebAuthn credential) of one account, on its own stream: registered, used to sign
 * in (its counter), removed. The stream is named by a keyed hash of the credential id, so a
 * credential can belong to one account only, and is found by the id an authenticator presents.
 */
export type PasskeyCommand =
  | {
      type: 'RegisterPasskey';
      passkeyId: string;
      userId: string;
      credentialId: string;
      publicKey: string;
      counter: number;
      transports: string[];
      deviceType: 'singleDevice' | 'multiDevice';
      backedUp: boolean;
      name: string;
      at: string;
    }
  | { type: 'UsePasskey'; passkeyId: string; userId: string; counter: number; at: string }
  | { type: 'RemovePasskey'; passkeyId: string; userId: string; at: string };

export type PasskeyEvent = EventOf<'PasskeyRegistered' | 'PasskeyUsed' | 'PasskeyRemoved'>;
export type PasskeyState = { userId: string | null; counter: number };

export const passkeyStream = (passkeyId: string) => `passkey-${passkeyId}`;

/**
 * WebAuthn's signature counter: an authenticator that counts signs a higher count each time, so a
 * count that does not go up is an assertion replayed or a cloned authenticator. Authenticators that
 * do not count (passkeys synced between devices) always sign 0.
 */
export const counterWentUp = (stored: number, signed: number) => (signed === 0 && stored === 0) || signed > stored;

export const passkeyDecider: Decider<PasskeyCommand, PasskeyEvent, PasskeyState> = {
  eventTypes: { PasskeyRegistered: true, PasskeyUsed: true, PasskeyRemoved: true },
  initialState: () => ({ userId: null, counter: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'PasskeyRegistered':
        return { userId: event.data.userId, counter: event.data.counter };
      case 'PasskeyUsed':
        return { ...state, counter: event.data.counter };
      case 'PasskeyRemoved':
        return { userId: null, counter: 0 };
    }
  },
  decide(command, state) {
    const { passkeyId, userId, at } = command;
    switch (command.type) {
      case 'RegisterPasskey': {
        if (state.userId !== null) throw new DomainError('conflict', PASSKEY_TAKEN);
        const { credentialId, publicKey, counter, transports, deviceType, backedUp } = command;
        const name = passkeyName(command.name);
        return [{ type: 'PasskeyRegistered', data: { passkeyId, userId, credentialId, publicKey, counter, transports, deviceType, backedUp, name, at } }];
      }
      case 'UsePasskey':
        if (state.userId !== userId) throw new DomainError('unauthenticated', PASSKEY_UNKNOWN);
        if (!counterWentUp(state.counter, command.counter)) throw new DomainError('unauthenticated', PASSKEY_REPLAYED);
        return [{ type: 'PasskeyUsed', data: { passkeyId, userId, counter: command.counter, at } }];
      case 'RemovePasskey':
        if (state.userId !== userId) throw new DomainError('not_found', PASSKEY_NOT_FOUND);
        return [{ type: 'PasskeyRemoved', data: { passkeyId, userId, at } }];
    }
  },
};
