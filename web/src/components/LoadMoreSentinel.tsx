import { useEffect, useRef } from 'react';

/** Calls `onMore` when scrolled near (infinite scroll), with a button for those who cannot scroll. */
export function LoadMoreSentinel({ onMore, loading }: { onMore: () => void; loading: boolean }) {
  const node = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  useEffect(() => {
    const element = node.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={node} className="feed__more">
      <button type="button" className="button button--secondary" onClick={() => latest.current()} disabled={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </button>
    </div>
  );
}
