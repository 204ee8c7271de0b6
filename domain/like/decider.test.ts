import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { likeDecider } from './decider';

const spec = deciderSpecification(likeDecider);
const toggle = { type: 'ToggleLike' as const, postId: 'p1', userId: 'u1', at: '2026-06-15T12:00:00.000Z' };
const data = { postId: 'p1', userId: 'u1', at: '2026-06-15T12:00:00.000Z' };

describe('like decider', () => {
  it('likes a post not yet liked', () =>
    spec
      .given([])
      .when(toggle)
      .thenEmits([{ type: 'PostLiked', data }]));
  it('unlikes a liked post', () =>
    spec
      .given([{ type: 'PostLiked', data }])
      .when(toggle)
      .thenEmits([{ type: 'PostUnliked', data }]));
  it('likes again after an unlike', () =>
    spec
      .given([
        { type: 'PostLiked', data },
        { type: 'PostUnliked', data },
      ])
      .when(toggle)
      .thenEmits([{ type: 'PostLiked', data }]));
});
