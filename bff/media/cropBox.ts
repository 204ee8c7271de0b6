import { HttpError } from '../errors';

/** The part of a photo to keep, in whole pixels of the photo as it is shown (turned upright). */
export type CropBox = { x: number; y: number; width: number; height: number };

const isPixel = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min;

/**
 * A `crop` form field: empty or absent for none, else JSON `{"x":0,"y":0,"width":1080,"height":1080}`.
 * `name` names the photo in the refusal ('The crop box of photo 2 ...').
 */
export function parseCropBox(raw: unknown, name = 'the photo'): CropBox | null {
  if (raw === undefined || raw === '') return null;
  let box: unknown;
  try {
    box = typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    box = null;
  }
  const { x, y, width, height } = (box ?? {}) as Record<string, unknown>;
  if (!isPixel(x, 0) || !isPixel(y, 0) || !isPixel(width, 1) || !isPixel(height, 1))
    throw new HttpError(400, `The crop box of ${name} must be {"x", "y", "width", "height"} in whole pixels, with a width and height of at least 1.`);
  return { x, y, width, height };
}

/** Refuses a box that reaches outside a photo of `width` × `height` (upright). */
export function checkCropInside(box: CropBox, width: number, height: number, name = 'the photo'): void {
  if (box.x + box.width > width || box.y + box.height > height)
    throw new HttpError(400, `The crop box of ${name} must lie inside it (${width} × ${height} pixels).`);
}
