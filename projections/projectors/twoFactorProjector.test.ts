import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { twoFactorQueries } from '../queries/twoFactorQueries';
import type { ReadStore } from '../readStore';
import { twoFactorProjector } from './twoFactorProjector';

const at = '2026-01-01T00:00:00.000Z';
let store: ReadStore;

async function project(event: DomainEvent, revision: number) {
  const stored: StoredEvent = {
    id: `e${revision}`,
    type: event.type,
    data: event.data,
    metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', at },
    stream: 'twofactor-a',
    revision,
    position: revision,
  };
  return twoFactorProjector.apply(event, stored, store);
}
const enabled: DomainEvent = { type: 'TwoFactorEnabled', data: { userId: 'a', timeStep: 1, recoveryCodeHashes: ['h1', 'h2', 'h3'], at } };
const passed = (recoveryCodeHash: string | null): DomainEvent => ({
  type: 'TwoFactorPassed',
  data: { userId: 'a', challengeId: 'c', challengeExpiresAt: at, timeStep: recoveryCodeHash ? null : 2, recoveryCodeHash, at },
});
const status = () => twoFactorQueries(store).status('a');

describe('two-factor projector', () => {
  beforeEach(async () => {
    store = await openMemoryReadStore({});
    await twoFactorProjector.setup(store);
  });

  it('says who has it on and counts the recovery codes left, once per event however often it comes', async () => {
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: null });
    await project(enabled, 1);
    await project(passed(null), 2);
    await project(passed('h1'), 3);
    await project(passed('h1'), 3);
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: 2 });
  });

  it('forgets it when turned off, and with the account', async () => {
    await project(enabled, 1);
    await project({ type: 'TwoFactorDisabled', data: { userId: 'a', at } }, 2);
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: null });
    await project(enabled, 3);
    await project({ type: 'AccountDeleted', data: { userId: 'a', at } }, 9);
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: null });
  });
});
