import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { commentLikeDecider, commentLikeStream } from './decider';

const spec = deciderSpecification(commentLikeDecider);
const at = '2026-11-24T12:00:00.000Z';
const toggle = { type: 'ToggleCommentLike' as const, postId: 'p1', commentId: 'c1', userId: 'u1', at };
const data = { postId: 'p1', commentId: 'c1', userId: 'u1', at };

describe('comment like decider', () => {
  it('likes a comment not yet liked', () =>
    spec
      .given([])
      .when(toggle)
      .thenEmits([{ type: 'CommentLiked', data }]));
  it('takes the like back', () =>
    spec
      .given([{ type: 'CommentLiked', data }])
      .when(toggle)
      .thenEmits([{ type: 'CommentUnliked', data }]));
  it('likes again after an unlike', () =>
    spec
      .given([
        { type: 'CommentLiked', data },
        { type: 'CommentUnliked', data },
      ])
      .when(toggle)
      .thenEmits([{ type: 'CommentLiked', data }]));
  it('keeps one stream per comment and person', () => {
    expect(commentLikeStream('c1', 'u1')).toBe('commentlike-c1-u1');
    expect(commentLikeStream('c1', 'u2')).not.toBe(commentLikeStream('c1', 'u1'));
  });
});
