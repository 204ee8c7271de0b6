import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { saveDecider } from './decider';

const spec = deciderSpecification(saveDecider);
const toggle = { type: 'ToggleSave' as const, postId: 'p1', userId: 'u1', at: '2026-06-15T12:00:00.000Z' };
const data = { postId: 'p1', userId: 'u1', at: '2026-06-15T12:00:00.000Z' };

describe('save decider', () => {
  it('saves a post not yet saved', () =>
    spec
      .given([])
      .when(toggle)
      .thenEmits([{ type: 'PostSaved', data }]));
  it('unsaves a saved post', () =>
    spec
      .given([{ type: 'PostSaved', data }])
      .when(toggle)
      .thenEmits([{ type: 'PostUnsaved', data }]));
  it('saves again after an unsave', () =>
    spec
      .given([
        { type: 'PostSaved', data },
        { type: 'PostUnsaved', data },
      ])
      .when(toggle)
      .thenEmits([{ type: 'PostSaved', data }]));
});
