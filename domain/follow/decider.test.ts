import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { followDecider } from './decider';

const spec = deciderSpecification(followDecider);
const at = '2026-06-15T12:00:00.000Z';
const data = { followerId: 'a', followeeId: 'b', at };

describe('follow decider', () => {
  it('follows', () =>
    spec
      .given([])
      .when({ type: 'ToggleFollow', ...data })
      .thenEmits([{ type: 'UserFollowed', data }]));
  it('unfollows', () =>
    spec
      .given([{ type: 'UserFollowed', data }])
      .when({ type: 'ToggleFollow', ...data })
      .thenEmits([{ type: 'UserUnfollowed', data }]));
  it('refuses to follow yourself', () =>
    spec.given([]).when({ type: 'ToggleFollow', followerId: 'a', followeeId: 'a', at }).thenRefuses('You cannot follow yourself'));
});
