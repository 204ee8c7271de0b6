import { describe, expect, it } from 'vitest';
import { isDoubleTap } from './useDoubleTap';

describe('isDoubleTap', () => {
  const first = { time: 1000, x: 100, y: 200 };

  it('takes a second tap soon after the first, near it, for a double tap', () => {
    expect(isDoubleTap(first, { time: 1250, x: 110, y: 210 })).toBe(true);
    expect(isDoubleTap(first, { time: 1300, x: 100, y: 200 })).toBe(true);
  });

  it('refuses a tap too late, too far, or with none before it', () => {
    expect(isDoubleTap(first, { time: 1301, x: 100, y: 200 })).toBe(false);
    expect(isDoubleTap(first, { time: 1100, x: 140, y: 200 })).toBe(false);
    expect(isDoubleTap(null, { time: 1100, x: 100, y: 200 })).toBe(false);
  });
});
