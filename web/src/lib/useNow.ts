import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Calls `listener` every minute until the returned function is called: one timer for the whole
 * page, however many relative times it shows (a feed shows one per post).
 */
export function everyMinute(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const tell of listeners) tell();
  }, MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
  };
}

/** The time now, renewed every minute: relative times ("5m", "2h") stay right while a screen is open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => everyMinute(() => setNow(Date.now())), []);
  return now;
}
