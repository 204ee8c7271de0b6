import { startTransition, useEffect, useState } from 'react';

let painted = false;
const waiting: Array<() => void> = [];

/** Calls back once a page has painted (see useAfterFirstPaint), or at once if one has. */
export function onceFirstPainted(callback: () => void): void {
  if (painted) callback();
  else waiting.push(callback);
}

/**
 * False until the app's first page has painted and the browser has a moment to spare; true from
 * then on, on every page. What the first screen does not show (live message updates, the unread
 * count) starts then, in tasks of its own, instead of lengthening the one that shows the page.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    const settle = () => {
      painted = true;
      startTransition(() => setReady(true));
      waiting.splice(0).forEach((callback) => callback());
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(settle, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = window.setTimeout(settle, 300);
    return () => window.clearTimeout(id);
  }, [ready]);
  return ready;
}
