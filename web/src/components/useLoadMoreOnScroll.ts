import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `loadMore` when the returned sentinel element comes within `rootMargin` of the viewport
 * (infinite scroll), while `enabled`. The latest `loadMore` is always the one called. A new
 * `resetKey` (the list grew) observes afresh, so a sentinel still in view asks for the next page.
 */
export function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void, resetKey: unknown, rootMargin = '400px 0px'): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  // biome-ignore lint/correctness/useExhaustiveDependencies(resetKey): a new key only has to re-create the observer, whose first report says whether the sentinel is still in view
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, resetKey, rootMargin]);
  return sentinel;
}
