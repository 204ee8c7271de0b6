import { describe, expect, it } from 'vitest';
import { frameFor, keyStep, moveFrame, reshape } from './cropFrame';

const landscape = { width: 4032, height: 3024 };
const tall = { width: 1200, height: 1600 };

describe('the crop frame', () => {
  it('is the largest square in the middle of a landscape photo, and of a portrait one', () => {
    expect(frameFor(landscape, 'square')).toEqual({ x: 504, y: 0, width: 3024, height: 3024 });
    expect(frameFor(tall, 'square')).toEqual({ x: 0, y: 200, width: 1200, height: 1200 });
  });

  it('keeps 4:5 and 1.91:1 in whole pixels inside the photo', () => {
    expect(frameFor(landscape, 'portrait')).toEqual({ x: 807, y: 0, width: 2419, height: 3024 });
    expect(frameFor(tall, 'landscape')).toEqual({ x: 0, y: 486, width: 1200, height: 628 });
    expect(frameFor(landscape, 'landscape')).toEqual({ x: 0, y: 457, width: 4032, height: 2111 });
  });

  it('sends no box for the original shape', () => {
    expect(frameFor(landscape, 'original')).toBeNull();
    expect(reshape({ x: 0, y: 0, width: 10, height: 10 }, landscape, 'original')).toBeNull();
  });

  it('moves within the photo and stops at its edges', () => {
    const square = frameFor(landscape, 'square')!;
    expect(moveFrame(square, landscape, -100, 50)).toEqual({ x: 404, y: 0, width: 3024, height: 3024 });
    expect(moveFrame(square, landscape, 5000, 0).x).toBe(1008);
    expect(moveFrame(square, landscape, -5000, 0).x).toBe(0);
    expect(moveFrame(square, landscape, 10.6, 0).x).toBe(515);
  });

  it('keeps its centre when its shape changes, as far as the photo allows', () => {
    const moved = moveFrame(frameFor(landscape, 'square')!, landscape, -504, 0);
    expect(reshape(moved, landscape, 'portrait')).toEqual({ x: 303, y: 0, width: 2419, height: 3024 });
    expect(reshape(null, tall, 'square')).toEqual(frameFor(tall, 'square'));
  });

  it('a tiny photo still gets a frame of at least a pixel, and keys step at least a pixel', () => {
    expect(frameFor({ width: 1, height: 40 }, 'landscape')).toEqual({ x: 0, y: 20, width: 1, height: 1 });
    expect(keyStep({ width: 20, height: 10 }, false)).toBe(1);
    expect(keyStep(landscape, false)).toBe(81);
    expect(keyStep(landscape, true)).toBe(403);
  });
});
