import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { ReportForm, type ReportTarget } from './ReportForm';

/** What a report is of, as the sheet's words name it. */
export type ReportedThing = 'post' | 'comment' | 'story' | 'message' | 'account';

const messages = defineMessages({
  options: {
    id: 'contentMenuSheet.options',
    defaultMessage:
      '{what, select, post {Options for this post} comment {Options for this comment} story {Options for this story} message {Options for this message} other {Options for this account}}',
  },
  report: { id: 'contentMenuSheet.report', defaultMessage: 'Report' },
  cancel: { id: 'contentMenuSheet.cancel', defaultMessage: 'Cancel' },
  reportTitle: {
    id: 'contentMenuSheet.reportTitle',
    defaultMessage: '{what, select, post {Report post} comment {Report comment} story {Report story} message {Report message} other {Report account}}',
  },
  close: { id: 'contentMenuSheet.close', defaultMessage: 'Close' },
  why: {
    id: 'contentMenuSheet.why',
    defaultMessage:
      '{what, select, post {Why are you reporting this post?} comment {Why are you reporting this comment?} story {Why are you reporting this story?} message {Why are you reporting this message?} other {Why are you reporting this account?}} It is kept as it is now, for our moderators, who review reports within 24 hours.',
  },
});

/** The sheet a '...' opens (ContentMenu; PostMenu and ProfileMenu show its ReportSheet): its place's own items, Report, Cancel; Report turns it into the report form. */
export default function ContentMenuSheet({
  what,
  target,
  items,
  onClose,
}: {
  what: ReportedThing;
  target: ReportTarget;
  items?: (close: () => void) => ReactNode;
  onClose: () => void;
}) {
  const { formatMessage: t } = useIntl();
  const [reporting, setReporting] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={reporting ? 'dialog report-dialog' : 'dialog dialog--sheet'} aria-describedby={undefined}>
          {reporting ? <ReportSheet what={what} target={target} onDone={onClose} /> : null}
          {!reporting && (
            <>
              <Dialog.Title className="sr-only">{t(messages.options, { what })}</Dialog.Title>
              <div className="sheet-list">
                {items?.(onClose)}
                <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setReporting(true)}>
                  {t(messages.report)}
                </button>
                <Dialog.Close className="sheet-list__item">{t(messages.cancel)}</Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The report form inside a sheet, titled with what it reports. */
export function ReportSheet({ what, target, onDone }: { what: ReportedThing; target: ReportTarget; onDone: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <div className="dialog__header">
        <Dialog.Title className="dialog__title">{t(messages.reportTitle, { what })}</Dialog.Title>
        <Dialog.Close className="icon-button" aria-label={t(messages.close)}>
          <span aria-hidden="true">×</span>
        </Dialog.Close>
      </div>
      <p className="dialog__hint">{t(messages.why, { what })}</p>
      <ReportForm guidelines={false} target={target} onDone={onDone} />
    </>
  );
}
