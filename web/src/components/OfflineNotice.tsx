import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** A banner while the device is offline: what is shown is what was loaded last. */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      You're offline. Showing what was loaded last time; new posts, likes and messages wait until you're back online.
    </div>
  );
}
