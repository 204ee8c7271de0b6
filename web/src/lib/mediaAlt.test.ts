import { describe, expect, it } from 'vitest';
import { mediaAlt } from './mediaAlt';

describe('a photo or video’s alt text', () => {
  it('is what the author wrote', () => {
    expect(mediaAlt({ alt: 'A dog asleep on a red sofa', type: 'image' }, 'alice')).toBe('A dog asleep on a red sofa');
  });
  it('names the kind and the author when none was written, never the caption', () => {
    expect(mediaAlt({ alt: '', type: 'image' }, 'alice')).toBe('Photo by alice');
    expect(mediaAlt({ alt: '  ', type: 'video' }, 'alice')).toBe('Video by alice');
  });
});
