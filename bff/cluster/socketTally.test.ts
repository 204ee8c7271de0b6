import { describe, expect, it } from 'vitest';
import { socketTally } from './socketTally';

describe("the primary's socket tally", () => {
  it('admits up to the limit across workers, and again once one is released', () => {
    const tally = socketTally();
    expect(tally.admit(1, 'account', 'alice', 2)).toBe(true);
    expect(tally.admit(2, 'account', 'alice', 2)).toBe(true);
    expect(tally.admit(3, 'account', 'alice', 2)).toBe(false);
    expect(tally.admit(3, 'account', 'bob', 2)).toBe(true);
    tally.release(1, 'account', 'alice');
    expect(tally.admit(3, 'account', 'alice', 2)).toBe(true);
    expect(tally.count('account', 'alice')).toBe(2);
  });

  it("forgets a dead worker's sockets, and nobody else's", () => {
    const tally = socketTally();
    tally.admit(1, 'address', '10.0.0.1', 5);
    tally.admit(1, 'address', '10.0.0.1', 5);
    tally.admit(2, 'address', '10.0.0.1', 5);
    tally.forgetWorker(1);
    expect(tally.count('address', '10.0.0.1')).toBe(1);
    tally.release(1, 'address', '10.0.0.1');
    expect(tally.count('address', '10.0.0.1')).toBe(1);
  });
});
