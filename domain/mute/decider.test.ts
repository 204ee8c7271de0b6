import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { muteDecider } from './decider';

const spec = deciderSpecification(muteDecider);
const at = '2026-06-15T12:00:00.000Z';
const data = { muterId: 'a', mutedId: 'b', at };

describe('mute decider', () => {
  it('mutes', () =>
    spec
      .given([])
      .when({ type: 'ToggleMute', ...data })
      .thenEmits([{ type: 'UserMuted', data }]));
  it('unmutes', () =>
    spec
      .given([{ type: 'UserMuted', data }])
      .when({ type: 'ToggleMute', ...data })
      .thenEmits([{ type: 'UserUnmuted', data }]));
  it('refuses to mute yourself', () => spec.given([]).when({ type: 'ToggleMute', muterId: 'a', mutedId: 'a', at }).thenRefuses('You cannot mute yourself'));
});
