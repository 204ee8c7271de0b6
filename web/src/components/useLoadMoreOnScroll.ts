import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `loadMore` when the returned sentinel element comes near the viewport (infinite scroll),
 * while `enabled`. The latest `loadMore` is always the one called.
 */
export function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void, resetKey: unknown): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, resetKey]);
  return sentinel;
}
