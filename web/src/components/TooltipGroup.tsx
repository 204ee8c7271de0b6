import type * as TooltipModule from '@radix-ui/react-tooltip';
import { createContext, startTransition, useEffect, useState, type ReactNode } from 'react';
import { useAfterFirstPaint } from '../lib/useAfterFirstPaint';

type TooltipLibrary = typeof TooltipModule;

let loaded: TooltipLibrary | null = null;
let loading: Promise<TooltipLibrary> | null = null;

/** The Radix tooltips for IconTooltip, once loaded (null until then: the icons show without tooltips). */
export const TooltipLibraryContext = createContext<TooltipLibrary | null>(null);

/**
 * The tooltip library arrives once the page has painted: a tooltip only shows after a 700 ms hover,
 * so the first screen need not wait for its code (popper and floating-ui, some 11 KB).
 */
function useTooltipLibrary(): TooltipLibrary | null {
  const afterFirstPaint = useAfterFirstPaint();
  const [library, setLibrary] = useState(loaded);
  useEffect(() => {
    if (library || !afterFirstPaint) return;
    let mounted = true;
    loading ??= import('@radix-ui/react-tooltip').then((module) => (loaded = module));
    loading.then(
      (module) => mounted && startTransition(() => setLibrary(module)),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [afterFirstPaint, library]);
  return library;
}

/**
 * Icons whose IconTooltips share their timing: 700 ms before the first opens, then 300 ms to move
 * from one to the next.
 */
export function TooltipGroup({ children }: { children: ReactNode }) {
  const Tooltip = useTooltipLibrary();
  if (!Tooltip) return children;
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <TooltipLibraryContext.Provider value={Tooltip}>{children}</TooltipLibraryContext.Provider>
    </Tooltip.Provider>
  );
}
