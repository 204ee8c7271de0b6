import { describe, expect, it } from 'vitest';
import { parseEvent } from '../events';
import { schemaVersionOf } from '../upcasters';
import { sessionStartedV1ToV2 } from './sessionStartedUpcasters';

const v1 = { userId: 'u1', sessionId: 's1', at: '2026-06-15T12:00:00.000Z' };

describe('SessionStarted upcasters', () => {
  it('reads a version 1 session as one whose device is unknown', () => {
    expect(sessionStartedV1ToV2(v1)).toEqual({ ...v1, userAgent: null });
    expect(parseEvent({ type: 'SessionStarted', data: v1, metadata: {} })?.data).toEqual({ ...v1, userAgent: null });
  });

  it('reads version 2 as written', () => {
    const v2 = { ...v1, userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36' };
    expect(schemaVersionOf('SessionStarted')).toBe(2);
    expect(parseEvent({ type: 'SessionStarted', data: v2, metadata: { schemaVersion: 2 } })?.data).toEqual(v2);
  });

  it('refuses data that is not version 1, rather than guessing', () => {
    expect(() => sessionStartedV1ToV2({ userId: 'u1' })).toThrow();
  });
});
