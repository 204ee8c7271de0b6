import { afterEach, describe, expect, it, vi } from 'vitest';
import { CloseStepsFailed, runCloseSteps } from './closeSteps';

describe('runCloseSteps', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs every step in order even after one fails, logs each failure, then throws naming them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const run = runCloseSteps([
      ['save the snapshot', () => void ran.push('snapshot')],
      [
        'close the key store',
        async () => {
          ran.push('keys');
          throw full;
        },
      ],
      [
        'close the port',
        () => {
          ran.push('port');
          throw new Error('not listening');
        },
      ],
      ['close the event store', async () => void ran.push('events')],
    ]);

    await expect(run).rejects.toEqual(new CloseStepsFailed(['close the key store', 'close the port']));
    expect(ran).toEqual(['snapshot', 'keys', 'port', 'events']);
    expect(logged.mock.calls).toEqual([
      ['Could not close the key store:', full],
      ['Could not close the port:', new Error('not listening')],
    ]);
  });

  it('resolves when every step succeeds', async () => {
    await expect(runCloseSteps([['stop', () => undefined]])).resolves.toBeUndefined();
  });
});
