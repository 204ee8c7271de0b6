import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { DEFAULT_PUSH_SETTINGS, pushSettingsDecider } from './settingsDecider';

const spec = deciderSpecification(pushSettingsDecider);
const at = '2026-11-25T01:00:00.000Z';

describe('push settings decider', () => {
  it('records a changed set whole, and nothing when it is the same', () => {
    const settings = { ...DEFAULT_PUSH_SETTINGS, likes: false };
    const changed = { type: 'PushSettingsChanged' as const, data: { userId: 'u1', ...settings, at } };
    spec.given([]).when({ type: 'ChangePushSettings', userId: 'u1', settings: DEFAULT_PUSH_SETTINGS, at }).thenEmits([]);
    spec.given([]).when({ type: 'ChangePushSettings', userId: 'u1', settings, at }).thenEmits([changed]);
    spec.given([changed]).when({ type: 'ChangePushSettings', userId: 'u1', settings, at }).thenEmits([]);
  });
});
