import type { CropBox } from '../../lib/media';

export type { CropBox };

/** A photo's size as shown, turned upright (EXIF orientation applied), in pixels. */
export type Size = { width: number; height: number };

export type Aspect = 'original' | 'square' | 'portrait' | 'landscape';

/** Instagram's shapes; 'original' keeps the whole photo and sends no box. */
export const ASPECTS: ReadonlyArray<{ value: Aspect; ratio: number | null }> = [
  { value: 'original', ratio: null },
  { value: 'square', ratio: 1 },
  { value: 'portrait', ratio: 4 / 5 },
  { value: 'landscape', ratio: 1.91 },
];

const ratioOf = (aspect: Aspect) => ASPECTS.find((entry) => entry.value === aspect)?.ratio ?? null;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** `box` moved so that it lies inside the photo, in whole pixels. */
function inside(box: CropBox, size: Size): CropBox {
  return {
    ...box,
    x: clamp(Math.round(box.x), 0, size.width - box.width),
    y: clamp(Math.round(box.y), 0, size.height - box.height),
  };
}

/**
 * The largest frame of `aspect` that fits the photo, centred on `centre` as far as the edges
 * allow (the photo's middle by default); null for the original shape.
 */
export function frameFor(size: Size, aspect: Aspect, centre?: { x: number; y: number }): CropBox | null {
  const ratio = ratioOf(aspect);
  if (ratio === null) return null;
  const wide = size.width / size.height > ratio;
  const width = wide ? clamp(Math.round(size.height * ratio), 1, size.width) : size.width;
  const height = wide ? size.height : clamp(Math.round(size.width / ratio), 1, size.height);
  const middle = centre ?? { x: size.width / 2, y: size.height / 2 };
  return inside({ x: middle.x - width / 2, y: middle.y - height / 2, width, height }, size);
}

/** The frame of another shape, keeping its centre where the person had moved it. */
export function reshape(box: CropBox | null, size: Size, aspect: Aspect): CropBox | null {
  return frameFor(size, aspect, box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined);
}

/** The frame moved by `dx`, `dy` photo pixels, stopping at the photo's edges. */
export function moveFrame(box: CropBox, size: Size, dx: number, dy: number): CropBox {
  return inside({ ...box, x: box.x + dx, y: box.y + dy }, size);
}

/** One arrow-key step: 2% of the photo's longer side (10% with Shift), at least a pixel. */
export function keyStep(size: Size, large: boolean): number {
  return Math.max(1, Math.round(Math.max(size.width, size.height) * (large ? 0.1 : 0.02)));
}
