import { startTransition, useEffect, useState } from 'react';

let painted = false;

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
