import type { ReactNode } from 'react';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite" data-testid="loading">
      <span className="spinner" aria-hidden="true" />
      <span className="loading__text">{label}</span>
    </div>
  );
}

export function FullScreenMessage({ children }: { children: ReactNode }) {
  return <div className="fullscreen-center">{children}</div>;
}
