import { describe, expect, it } from 'vitest';
import { sharedCaption } from './sharedFiles';

describe('the caption of a share', () => {
  it('is the title, the text and the link the other app sent, each once, one per line', () => {
    expect(sharedCaption(['Beach day', 'Sunset from the pier', 'https://example.com/p'])).toBe('Beach day\nSunset from the pier\nhttps://example.com/p');
    // Many apps send the same words as title and text.
    expect(sharedCaption(['Sunset', ' Sunset ', null])).toBe('Sunset');
  });

  it('is empty when a gallery shares the file alone', () => {
    expect(sharedCaption([null, '', '  '])).toBe('');
  });
});
