import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { DeleteChatDialog } from './DeleteChatDialog';
import { useAcceptConversation } from './useAcceptConversation';

const messages = defineMessages({
  label: { id: 'messageRequestBar.label', defaultMessage: 'Message request' },
  wants: { id: 'messageRequestBar.wants', defaultMessage: '<name></name> wants to send you a message. They won’t know you’ve seen it until you accept.' },
  delete: { id: 'messageRequestBar.delete', defaultMessage: 'Delete' },
  accepting: { id: 'messageRequestBar.accepting', defaultMessage: 'Accepting...' },
  accept: { id: 'messageRequestBar.accept', defaultMessage: 'Accept' },
});

/**
 * What a message request shows in place of the message box: who wants to write, and Delete and
 * Accept (accepting moves it to the inbox and opens the message box). `actions` come between the
 * two: the place for Block, from the blocks feature.
 */
export function MessageRequestBar({ conversationId, username, actions }: { conversationId: string; username: string; actions?: ReactNode }) {
  const { formatMessage: t } = useIntl();
  const [accept, accepting] = useAcceptConversation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  return (
    <section className="chat__request" aria-label={t(messages.label)}>
      <p className="chat__request-text">{t(messages.wants, { name: () => <bdi key="name">{username}</bdi> })}</p>
      <div className="chat__request-actions">
        <button type="button" className="button button--danger" onClick={() => setConfirmingDelete(true)} disabled={accepting}>
          {t(messages.delete)}
        </button>
        {actions}
        <button type="button" className="button button--primary" onClick={() => void accept(conversationId)} disabled={accepting}>
          {accepting ? t(messages.accepting) : t(messages.accept)}
        </button>
      </div>
      {confirmingDelete && <DeleteChatDialog conversationId={conversationId} username={username} request onClose={() => setConfirmingDelete(false)} />}
    </section>
  );
}
