import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/decider';
import { allProjectors } from '../../projections/projectors';
import type { RebuildProgress } from '../../projections/rebuild';
import type { CommandBus } from './commandBus';
import { projectorRebuildService } from './projectorRebuilds';
import { serverRequest } from './requestContext';

const CODE = 'right-code';

function service(underWay: RebuildProgress[] = []) {
  const appended: unknown[] = [];
  const execute = (async (stream: string, _decider: unknown, command: unknown) => {
    appended.push({ stream, command });
    return { events: [], position: 42, state: null };
  }) as unknown as CommandBus;
  const checkAdminCode = (code: unknown) => {
    if (code !== CODE) throw new DomainError('forbidden', 'Invalid admin access code');
  };
  return { appended, rebuilds: projectorRebuildService({ execute, projectors: allProjectors, checkAdminCode, underWay: () => underWay }) };
}

const request = serverRequest(new Date('2026-12-01T10:00:00.000Z'));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: DomainError) => ({ kind: error.kind, message: error.message }),
  );

describe('asking for a projector to be rebuilt', () => {
  it('appends the request and answers the projectors rebuilt together and the generation', async () => {
    const { appended, rebuilds } = service();
    expect(await rebuilds.request(CODE, 'suggestions', request)).toEqual({ projector: 'suggestions', projectors: ['suggestions'], generation: 42 });
    expect(appended).toEqual([
      { stream: 'projections', command: { type: 'RequestProjectorRebuild', projector: 'suggestions', at: '2026-12-01T10:00:00.000Z' } },
    ]);
  });

  it('refuses, appending nothing, a wrong admin code, an unknown projector, and one being rebuilt', async () => {
    const busy = { projector: 'likes', projectors: ['users', 'posts', 'likes'], generation: 7, position: 3, failed: null };
    const { appended, rebuilds } = service([busy]);
    expect(await refusal(rebuilds.request('wrong', 'suggestions', request))).toEqual({ kind: 'forbidden', message: 'Invalid admin access code' });
    expect(await refusal(rebuilds.request(CODE, 'nope', request))).toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/^Unknown projector "nope"/),
    });
    expect(await refusal(rebuilds.request(CODE, 'posts', request))).toEqual({
      kind: 'conflict',
      message: 'users, posts, likes are being rebuilt (generation 7): ask again once they are swapped in',
    });
    expect(appended).toEqual([]);
    // A failed one is no obstacle; neither is one of other read models.
    expect((await service([{ ...busy, failed: 'TypeError' }]).rebuilds.request(CODE, 'posts', request)).generation).toBe(42);
    expect((await rebuilds.request(CODE, 'suggestions', request)).generation).toBe(42);
  });
});
