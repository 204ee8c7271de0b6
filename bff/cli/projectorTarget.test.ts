import { describe, expect, it } from 'vitest';
import { allProjectors } from '../../projections/projectors';
import { UsageError } from './cliArgs';
import { projectorTarget } from './projectorTarget';

describe('what --projector names', () => {
  it("takes a projector's name for a rebuild", () => {
    expect(projectorTarget('likes', allProjectors)).toEqual({ rebuild: 'likes' });
  });

  it("takes a path for an analyst's projector, as before", () => {
    expect(projectorTarget('examples/analytics/likesPerHashtagPerDay.ts', allProjectors)).toEqual({ file: 'examples/analytics/likesPerHashtagPerDay.ts' });
    expect(projectorTarget('mine.js', allProjectors)).toEqual({ file: 'mine.js' });
  });

  it('refuses anything else with the list of projectors', () => {
    const refused = (() => {
      try {
        projectorTarget('likez', allProjectors);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(UsageError);
    expect((refused as Error).message).toMatch(/^Unknown projector "likez"\. The projectors are: users, usernames, posts, likes, .*notifications \(or give/);
  });
});
