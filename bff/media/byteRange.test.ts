import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byteRange';

describe('byte ranges', () => {
  it('reads the forms a video element sends', () => {
    expect(parseByteRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  });
  it('refuses what it cannot serve', () => {
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-1', 100)).toBe('unsatisfiable');
    expect(parseByteRange(undefined, 100)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeNull();
  });
});
