import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ReportedThing } from './ContentMenuSheet';
import type { ReportTarget } from './ReportForm';

// The sheet's code (with the report form) loads when it opens.
const ContentMenuSheet = lazy(() => import('./ContentMenuSheet'));

/**
 * The '...' menu of a comment, message or story: a sheet with Report (a report of that
 * content, kept as it is now) under whatever else the place offers (`items`, rendered as sheet
 * buttons; `close` shuts the sheet). `what` names the content ('comment', 'message', ...).
 */
export function ContentMenu({
  what,
  target,
  label,
  className = '',
  items,
}: {
  what: ReportedThing;
  target: ReportTarget;
  /** The trigger's accessible name, e.g. 'More options for the comment by bob'. */
  label: string;
  className?: string;
  items?: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`icon-button content-menu__trigger ${className}`}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="content-menu"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">•••</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ContentMenuSheet what={what} target={target} items={items} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
