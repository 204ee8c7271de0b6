import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ShownToast } from './ToastView';

// The toasts' code (Radix toast, some 6 KB) is not part of the first screen: it arrives with the
// first toast (a moment on a phone), and stays for the next ones.
const ToastView = lazy(() => import('./ToastView'));

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type ToastFn = (options: ToastOptions) => void;

const ToastContext = createContext<ToastFn>(() => undefined);

export function useToast(): ToastFn {
  return useContext(ToastContext);
}

const PENDING_KEY = 'pendingToast';

/** Keeps a toast across a full page load (sessionStorage), shown again once the app starts. */
export function carryToastAcrossReload(options: ToastOptions): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(options));
  } catch {
    // storage unavailable: the toast simply isn't carried over
  }
}

function takePendingToast(): ToastOptions | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(PENDING_KEY);
    const value = JSON.parse(raw) as ToastOptions;
    return typeof value?.title === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Radix toasts, one at a time (a new toast replaces the current one), 5 s, swipe right, F8. */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [used, setUsed] = useState(false);

  const toast = useCallback<ToastFn>((options) => {
    setUsed(true);
    setCurrent((prev) => ({ ...options, key: (prev?.key ?? 0) + 1, open: true }));
  }, []);

  // Taken once mounted: a render may run again before it is committed, and would find it gone.
  useEffect(() => {
    const pending = takePendingToast();
    if (pending) toast(pending);
  }, [toast]);

  const close = useCallback((key: number) => {
    setCurrent((prev) => (prev && prev.key === key ? { ...prev, open: false } : prev));
  }, []);

  const value = useMemo(() => toast, [toast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastView current={current} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
