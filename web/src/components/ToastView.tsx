import * as Toast from '@radix-ui/react-toast';
import type { ToastOptions } from './Toaster';

export interface ShownToast extends ToastOptions {
  key: number;
  open: boolean;
}

/** The Radix toast on screen (5 s, swipe right past 50 px, F8 to reach it), or none. */
export default function ToastView({ current, onClose }: { current: ShownToast | null; onClose: (key: number) => void }) {
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {current && (
        <Toast.Root
          key={current.key}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) onClose(current.key);
          }}
          className={`toast${current.variant === 'destructive' ? ' toast--destructive' : ''}`}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          data-testid="toast"
        >
          <div className="toast__body">
            <Toast.Title className="toast__title">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="toast__description">{current.description}</Toast.Description>}
          </div>
          <Toast.Close className="toast__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} />
    </Toast.Provider>
  );
}
