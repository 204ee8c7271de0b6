import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `ms`: what is typed is sent when the person pauses, not at each keystroke. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
