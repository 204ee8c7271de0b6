import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { blockDecider } from './decider';

const spec = deciderSpecification(blockDecider);
const at = '2026-06-15T12:00:00.000Z';
const data = { blockerId: 'a', blockedId: 'b', at };

describe('block decider', () => {
  it('blocks', () =>
    spec
      .given([])
      .when({ type: 'ToggleBlock', ...data })
      .thenEmits([{ type: 'UserBlocked', data }]));
  it('unblocks', () =>
    spec
      .given([{ type: 'UserBlocked', data }])
      .when({ type: 'ToggleBlock', ...data })
      .thenEmits([{ type: 'UserUnblocked', data }]));
  it('blocks again after an unblock', () =>
    spec
      .given([
        { type: 'UserBlocked', data },
        { type: 'UserUnblocked', data },
      ])
      .when({ type: 'ToggleBlock', ...data })
      .thenEmits([{ type: 'UserBlocked', data }]));
  it('refuses to block yourself', () =>
    spec.given([]).when({ type: 'ToggleBlock', blockerId: 'a', blockedId: 'a', at }).thenRefuses('You cannot block yourself'));
});
