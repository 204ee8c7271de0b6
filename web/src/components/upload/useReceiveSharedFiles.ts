import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type Shared, takeShared } from '../../lib/sharedFiles';

/**
 * Upload opened by a share from the phone (`?shared=1`, see web/src/sw/shareTarget.ts): takes the
 * shared files and words out of where the service worker kept them, once, and hands them to
 * `receive`; then drops `?shared` so that a reload opens Upload empty.
 */
export function useReceiveSharedFiles(receive: (shared: Shared) => void): void {
  const [params, setParams] = useSearchParams();
  const shared = params.has('shared');
  const latest = useRef(receive);
  latest.current = receive;
  // A ref, not a cleanup flag: taking empties the store, so a second run (StrictMode's) must not start.
  const taken = useRef(false);

  useEffect(() => {
    if (!shared || taken.current) return;
    taken.current = true;
    void takeShared()
      .catch(() => null)
      .then((found) => {
        if (found) latest.current(found);
        setParams(
          (current) => {
            current.delete('shared');
            return current;
          },
          { replace: true },
        );
      });
  }, [shared, setParams]);
}
