import { useEffect, useState } from 'react';

/** The time now, renewed every `intervalMs`: relative times ("5m", "2h") stay right while a screen is open. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
