import { useEffect } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * Runs `action` once, at the reader's first touch, key or scroll on the page: early enough to
 * fetch what a first tap may need, without adding to the work right after the page appears.
 */
export function useOnFirstInteraction(action: () => void): void {
  useEffect(() => {
    const once = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, once);
      action();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, once, { passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, once);
    };
  }, [action]);
}
