import { describe, expect, it } from 'vitest';
import { mascotCommentId, mascotLine } from './lines';

describe('the mascot’s lines', () => {
  it('fits the hashtags first, then the caption, else says something kind', () => {
    expect(mascotLine({ postId: 'p1', caption: 'Out with the dog', hashtags: ['sunset'] })).toMatch(/sky|colours|Golden/);
    expect(mascotLine({ postId: 'p1', caption: 'My new puppy!', hashtags: [] })).toMatch(/friend|Cuteness|pat|star/);
    expect(mascotLine({ postId: 'p1', caption: 'Tuesday', hashtags: [] })).toMatch(/Love this|brighter|great post|coming|lovely|awesome/);
  });
  it('says the same to the same post, and varies across posts', () => {
    const post = { postId: 'p9', caption: '', hashtags: ['travel'] };
    expect(mascotLine(post)).toBe(mascotLine(post));
    const lines = new Set(Array.from({ length: 40 }, (_, i) => mascotLine({ postId: `p${i}`, caption: '', hashtags: ['travel'] })));
    expect(lines.size).toBeGreaterThan(2);
  });
  it('derives one comment id per post', () => {
    expect(mascotCommentId('p1')).toBe(mascotCommentId('p1'));
    expect(mascotCommentId('p1')).not.toBe(mascotCommentId('p2'));
    expect(mascotCommentId('p1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
