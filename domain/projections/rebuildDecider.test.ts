import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { rebuildDecider } from './rebuildDecider';

const spec = deciderSpecification(rebuildDecider);
const at = '2026-12-01T10:00:00.000Z';
const requested = { type: 'ProjectorRebuildRequested' as const, data: { projector: 'likes', at } };

describe('projector rebuild requests', () => {
  it('records each request, a second one too', () => {
    spec.given([]).when({ type: 'RequestProjectorRebuild', projector: 'likes', at }).thenEmits([requested]);
    spec.given([requested]).when({ type: 'RequestProjectorRebuild', projector: 'likes', at }).thenEmits([requested]);
  });
});
