import { describe, expect, it } from 'vitest';
import { hashtagPath, mentionPath, splitCaption } from './caption';

describe('splitCaption', () => {
  it('keeps plain text as one part', () => {
    expect(splitCaption('hello world')).toEqual([{ kind: 'text', text: 'hello world' }]);
  });
  it('splits hashtags out of the text', () => {
    expect(splitCaption('Sunset #beach and #summer_2025!')).toEqual([
      { kind: 'text', text: 'Sunset ' },
      { kind: 'hashtag', text: '#beach', tag: 'beach' },
      { kind: 'text', text: ' and ' },
      { kind: 'hashtag', text: '#summer_2025', tag: 'summer_2025' },
      { kind: 'text', text: '!' },
    ]);
  });
  it('handles letters beyond ASCII and a lone #', () => {
    expect(splitCaption('#café # ok')).toEqual([
      { kind: 'hashtag', text: '#café', tag: 'café' },
      { kind: 'text', text: ' # ok' },
    ]);
  });
  it('splits mentions out as the server reads them, around hashtags, never in an email address', () => {
    expect(splitCaption('with @ann.lee, #sun and me@example.com @bob.')).toEqual([
      { kind: 'text', text: 'with ' },
      { kind: 'mention', text: '@ann.lee', username: 'ann.lee' },
      { kind: 'text', text: ', ' },
      { kind: 'hashtag', text: '#sun', tag: 'sun' },
      { kind: 'text', text: ' and me@example.com ' },
      { kind: 'mention', text: '@bob', username: 'bob' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('builds the mention path', () => {
    expect(mentionPath('ann.lee')).toBe('/u/ann.lee');
  });
  it('builds the hashtag path', () => {
    expect(hashtagPath('beach')).toBe('/hashtag/beach');
    expect(hashtagPath('café')).toBe('/hashtag/caf%C3%A9');
  });
});
