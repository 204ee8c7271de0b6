import { describe, expect, it } from 'vitest';
import { ACCEPTED_TYPES, altProblem, captionProblem, counter, fileProblem, kindOf, roomFor } from './uploadChecks';

const MB = 1024 * 1024;

describe('checks before sending', () => {
  it('lets photos and videos of the kinds the server reads through, up to their sizes', () => {
    expect(fileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(fileProblem({ name: 'a.webp', type: 'image/webp', size: 1 })).toBeNull();
    expect(fileProblem({ name: 'a.mov', type: 'video/quicktime', size: 50 * MB })).toBeNull();
    expect(ACCEPTED_TYPES).toContain('video/webm');
    expect(ACCEPTED_TYPES).toContain('image/png');
  });

  it('says in words, naming the file, what is too large or of another kind', () => {
    expect(fileProblem({ name: 'big.jpg', type: 'image/jpeg', size: 10 * MB + 1 })).toBe('“big.jpg” is too large: photos must be at most 10 MB.');
    expect(fileProblem({ name: 'long.mp4', type: 'video/mp4', size: 50 * MB + 1 })).toBe('“long.mp4” is too large: videos must be at most 50 MB.');
    expect(fileProblem({ name: 'notes.pdf', type: 'application/pdf', size: 10 })).toBe(
      '“notes.pdf” is not a photo or a video: please choose a JPEG, PNG, WebP, GIF, MP4, WebM or MOV file.',
    );
    expect(fileProblem({ name: 'clip.avi', type: 'video/x-msvideo', size: 10 })).toMatch(/is not a photo or a video/);
    expect(fileProblem({ name: 'raw.heic', type: 'image/heic', size: 10 })).toMatch(/is not a photo or a video/);
    expect(kindOf({ type: 'video/webm' })).toBe('video');
    expect(kindOf({ type: 'image/gif' })).toBe('image');
  });

  it('takes up to 10 items and counts those left out', () => {
    expect(roomFor(0, 10)).toEqual({ taken: 10, left: 0 });
    expect(roomFor(8, 3)).toEqual({ taken: 2, left: 1 });
    expect(roomFor(10, 2)).toEqual({ taken: 0, left: 2 });
  });

  it('counts characters as the server does, and refuses texts over the limit in its words', () => {
    expect(counter('', 2200)).toBe('0/2,200');
    expect(counter('🌊 sea', 1000)).toBe('5/1,000');
    expect(altProblem('a'.repeat(1000), 'image', 0)).toBeNull();
    expect(altProblem('🌊'.repeat(1001), 'video', 2)).toBe('Alt text of video 3 must be at most 1,000 characters');
    expect(captionProblem('x'.repeat(2200))).toBeNull();
    expect(captionProblem('x'.repeat(2201))).toBe('Caption must be at most 2,200 characters');
  });
});
