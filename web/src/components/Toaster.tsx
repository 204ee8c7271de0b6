import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastState extends ToastOptions {
  key: number;
  open: boolean;
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

function takePendingToast(): ToastState | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(PENDING_KEY);
    const value = JSON.parse(raw) as ToastOptions;
    return typeof value?.title === 'string' ? { ...value, key: 0, open: true } : null;
  } catch {
    return null;
  }
}

const pendingAtStart = typeof window === 'undefined' ? null : takePendingToast();

/** Radix toasts, one at a time (a new toast replaces the current one), 5 s, swipe right, F8. */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(pendingAtStart);

  const toast = useCallback<ToastFn>((options) => {
    setCurrent((prev) => ({ ...options, key: (prev?.key ?? 0) + 1, open: true }));
  }, []);

  const value = useMemo(() => toast, [toast]);

  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
        {children}
        {current && (
          <Toast.Root
            key={current.key}
            open={current.open}
            onOpenChange={(open) => {
              if (!open) setCurrent((prev) => (prev && prev.key === current.key ? { ...prev, open: false } : prev));
            }}
            className={`toast${current.variant === 'destructive' ? ' toast--destructive' : ''}`}
            type={current.variant === 'destructive' ? 'foreground' : 'background'}
            data-testid="toast"
          >
            <div className="toast__body">
              <Toast.Title className="toast__title">{current.title}</Toast.Title>
              {current.description && (
                <Toast.Description className="toast__description">{current.description}</Toast.Description>
              )}
            </div>
            <Toast.Close className="toast__close" aria-label="Close">
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className="toast-viewport" hotkey={['F8']} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
