import { describe, expect, it } from 'vitest';
import { photoSrcSet } from './photoSources';

describe('photoSrcSet', () => {
  it('offers a stored photo as stored and 750 px wide', () => {
    const url = '/media/0f8fad5b-d9cb-469f-a165-70867728950e.jpg';
    expect(photoSrcSet(url)).toBe(`${url}?w=750 750w, ${url} 1080w`);
  });

  it('leaves videos, placeholders and other addresses alone', () => {
    expect(photoSrcSet('/media/0f8fad5b-d9cb-469f-a165-70867728950e.mp4')).toBeUndefined();
    expect(photoSrcSet('/placeholder-image.svg')).toBeUndefined();
    expect(photoSrcSet('https://example.com/media/0f8fad5b-d9cb-469f-a165-70867728950e.jpg')).toBeUndefined();
  });
});
