import { describe, expect, it } from 'vitest';
import { parseEvent } from '../events';
import { schemaVersionOf } from '../upcasters';

const v1 = { reportId: 'r1', userId: 'u1', reportedUserId: 'u2', text: 'spam', imageUrl: null, at: '2026-11-22T14:00:00.000Z' };

describe('ReportSubmitted upcasters', () => {
  it('is at version 2', () => expect(schemaVersionOf('ReportSubmitted')).toBe(2));
  it('reads a version 1 report as one that names no content', () =>
    expect(parseEvent({ type: 'ReportSubmitted', data: v1, metadata: {} })).toEqual({
      type: 'ReportSubmitted',
      data: { ...v1, targetType: null, targetId: null, targetParentId: null, contentAuthorId: null, contentText: null, contentMediaUrl: null },
    }));
});
