import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { ReportForm, type ReportTarget } from './ReportForm';

/** The sheet a '...' opens (ContentMenu; PostMenu and ProfileMenu show its ReportSheet): its place's own items, Report, Cancel; Report turns it into the report form. */
export default function ContentMenuSheet({
  what,
  target,
  items,
  onClose,
}: {
  what: string;
  target: ReportTarget;
  items?: (close: () => void) => ReactNode;
  onClose: () => void;
}) {
  const [reporting, setReporting] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={reporting ? 'dialog report-dialog' : 'dialog dialog--sheet'} aria-describedby={undefined}>
          {reporting ? <ReportSheet what={what} target={target} onDone={onClose} /> : null}
          {!reporting && (
            <>
              <Dialog.Title className="sr-only">Options for this {what}</Dialog.Title>
              <div className="sheet-list">
                {items?.(onClose)}
                <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setReporting(true)}>
                  Report
                </button>
                <Dialog.Close className="sheet-list__item">Cancel</Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The report form inside a sheet, titled with what it reports. */
export function ReportSheet({ what, target, onDone }: { what: string; target: ReportTarget; onDone: () => void }) {
  return (
    <>
      <div className="dialog__header">
        <Dialog.Title className="dialog__title">Report {what}</Dialog.Title>
        <Dialog.Close className="icon-button" aria-label="Close">
          <span aria-hidden="true">×</span>
        </Dialog.Close>
      </div>
      <p className="dialog__hint">Why are you reporting this {what}? It is kept as it is now, for our moderators, who review reports within 24 hours.</p>
      <ReportForm guidelines={false} target={target} onDone={onDone} />
    </>
  );
}
