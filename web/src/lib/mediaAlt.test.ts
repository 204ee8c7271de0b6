import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { mediaAlt } from './mediaAlt';

const english = createIntl({ locale: 'en', messages: {} });

describe('a photo or video’s alt text', () => {
  it('is what the author wrote, in any language', () => {
    expect(mediaAlt(english, { alt: 'A dog asleep on a red sofa', type: 'image' }, 'alice')).toBe('A dog asleep on a red sofa');
    const spanish = createIntl({ locale: 'es', messages: { 'mediaAlt.photoBy': 'Foto de {username}' } });
    expect(mediaAlt(spanish, { alt: 'A dog asleep on a red sofa', type: 'image' }, 'alice')).toBe('A dog asleep on a red sofa');
  });
  it('names the kind and the author when none was written, never the caption', () => {
    expect(mediaAlt(english, { alt: '', type: 'image' }, 'alice')).toBe('Photo by alice');
    expect(mediaAlt(english, { alt: '  ', type: 'video' }, 'alice')).toBe('Video by alice');
  });
});
