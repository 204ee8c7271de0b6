import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import * as Dialog from '@radix-ui/react-dialog';

const messages = defineMessages({
  title: { id: 'blockConfirmation.title', defaultMessage: 'Block <name></name>?' },
  explanation: {
    id: 'blockConfirmation.explanation',
    defaultMessage: "They won't be able to find your profile, posts or story on Glimpse. They won't be notified that you blocked them.",
  },
  cancel: { id: 'blockConfirmation.cancel', defaultMessage: 'Cancel' },
  blocking: { id: 'blockConfirmation.blocking', defaultMessage: 'Blocking...' },
  block: { id: 'blockConfirmation.block', defaultMessage: 'Block' },
});

/** The confirmation a block asks for in a '...' sheet (a post's or a profile's), in Instagram's words: Block / Cancel. */
export function BlockConfirmation({ username, textId, busy, onBlock }: { username: string; textId: string; busy: boolean; onBlock: () => void }) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <Dialog.Title className="dialog__title">{t(messages.title, { name: () => <bdi key="name">{username}</bdi> })}</Dialog.Title>
      <p id={textId} className="dialog__text">
        {t(messages.explanation)}
      </p>
      <div className="dialog__actions">
        <Dialog.Close className="button button--secondary" disabled={busy}>
          {t(messages.cancel)}
        </Dialog.Close>
        <button type="button" className="button button--danger" onClick={onBlock} disabled={busy} data-testid="confirm-block">
          {busy ? t(messages.blocking) : t(messages.block)}
        </button>
      </div>
    </>
  );
}
