import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What a paged screen renders its next page's sentinel and button from (see LoadMoreButton). */
export type LoadMore = {
  /** Whether there is a next page: the sentinel is rendered only then. */
  hasMore: boolean;
  /** The sentinel's ref: once it comes near the viewport (or the scroller), the next page is asked for. */
  sentinel: (node: HTMLElement | null) => void;
  /** Asks for the next page now (the button, for those who cannot scroll); one page at a time. */
  loadMore: () => void;
  loadingMore: boolean;
};

export type LoadMoreOptions = {
  /**
   * 'down' (the default): the next page comes after the list. 'up': it comes before it, as older
   * messages do above a conversation; the list scrolls in `scroller`, and the rows on screen keep
   * their place while the page arrives above them.
   */
  direction?: 'down' | 'up';
  scroller?: RefObject<HTMLElement | null>;
  /** How near the viewport (or the scroller, going up) the sentinel asks for the next page. */
  rootMargin?: string;
};

/**
 * Infinite scroll, the one way the app pages. `loadNext` asks for the next page (a `fetchMore`,
 * which the cache's paging policy, apollo/pagedList.ts, adds to the list), or is null when there
 * is none. `size` is how many items the list shows: when it changes, a sentinel still in view asks
 * for the page after. A page that failed changes nothing, so it is not asked for again by itself
 * (the spec's no automatic retry): the reader taps the button or scrolls back to it.
 */
export function useLoadMoreOnScroll(
  loadNext: (() => Promise<unknown>) | null,
  size: number,
  { direction = 'down', scroller, rootMargin = '600px 0px' }: LoadMoreOptions = {},
): LoadMore {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const inFlight = useRef(false);
  const heightBefore = useRef<number | null>(null);
  const latest = useRef(loadNext);
  latest.current = loadNext;
  const hasMore = loadNext !== null;

  const loadMore = useCallback(() => {
    const next = latest.current;
    if (!next || inFlight.current) return;
    inFlight.current = true;
    setLoadingMore(true);
    if (direction === 'up') heightBefore.current = scroller?.current?.scrollHeight ?? null;
    next()
      .catch(() => {
        heightBefore.current = null;
      })
      .finally(() => {
        inFlight.current = false;
        setLoadingMore(false);
      });
  }, [direction, scroller]);

  // biome-ignore lint/correctness/useExhaustiveDependencies(size): the page asked for going up has arrived when the size changes; only then is the height it added known
  useLayoutEffect(() => {
    const box = scroller?.current;
    if (!box || heightBefore.current === null) return;
    box.scrollTop += box.scrollHeight - heightBefore.current;
    heightBefore.current = null;
  }, [size, scroller]);

  // biome-ignore lint/correctness/useExhaustiveDependencies(size): a list of a new size is looked at afresh; the observer's first report says whether the sentinel is still in view
  useEffect(() => {
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { root: direction === 'up' ? (scroller?.current ?? null) : null, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, hasMore, size, loadMore, direction, scroller, rootMargin]);

  return { hasMore, sentinel: setNode, loadMore, loadingMore };
}
