import { type PointerEvent, useCallback, useRef } from 'react';

/** Two taps make a double tap when the second comes this soon after the first, about where it was. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP_PX = 30;

export type Tap = { time: number; x: number; y: number };

export function isDoubleTap(first: Tap | null, second: Tap): boolean {
  if (!first) return false;
  const soon = second.time - first.time <= DOUBLE_TAP_MS;
  const near = Math.hypot(second.x - first.x, second.y - first.y) <= DOUBLE_TAP_SLOP_PX;
  return soon && near;
}

/**
 * A pointer-up handler that calls `onDoubleTap` on the second of two quick taps (a finger, a pen or
 * the mouse's main button), and lets every tap through: a single tap still does what it did (a
 * video's controls). A third tap starts over.
 */
export function useDoubleTap(onDoubleTap: () => void): (event: PointerEvent) => void {
  const last = useRef<Tap | null>(null);
  return useCallback(
    (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0) return;
      const tap = { time: event.timeStamp, x: event.clientX, y: event.clientY };
      if (isDoubleTap(last.current, tap)) {
        last.current = null;
        onDoubleTap();
      } else last.current = tap;
    },
    [onDoubleTap],
  );
}
