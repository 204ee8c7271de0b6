import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { Avatar } from '../components/Avatar';
import { CloseIcon } from '../components/Icons';
import { Spinner } from '../components/Loading';
import { useUserSearch } from '../components/useUserSearch';
import { useOpenConversation } from './useOpenConversation';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  newMessage: { id: 'newConversationDialog.newMessage', defaultMessage: 'New Message' },
  close: { id: 'newConversationDialog.close', defaultMessage: 'Close' },
  searchPlaceholder: { id: 'newConversationDialog.searchPlaceholder', defaultMessage: 'Search users...' },
  searchLabel: { id: 'newConversationDialog.searchLabel', defaultMessage: 'Search users' },
  startTyping: { id: 'newConversationDialog.startTyping', defaultMessage: 'Start typing to search for users' },
  searching: { id: 'newConversationDialog.searching', defaultMessage: 'Searching' },
  noUsers: { id: 'newConversationDialog.noUsers', defaultMessage: 'No users found' },
});

/** The Messages screen's New Message dialog: finds a person and opens the conversation with them. */
export function NewConversationDialog() {
  const { formatMessage: t } = useIntl();
  const [openDialog, setOpenDialog] = useState(false);
  const [text, setText] = useState('');
  const { tooShort, searching, users } = useUserSearch(text);
  const { open, opening } = useOpenConversation();
  const search = useRef<HTMLInputElement>(null);

  return (
    <Dialog.Root open={openDialog} onOpenChange={setOpenDialog}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--primary new-message__trigger">
          {t(messages.newMessage)}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog dialog--top"
          aria-describedby={undefined}
          // Ready to type a name, rather than on the close button that comes first.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            search.current?.focus();
          }}
        >
          <div className="dialog__header">
            <Dialog.Title className="dialog__title">{t(messages.newMessage)}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t(messages.close)}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <input
            ref={search}
            className="input"
            type="search"
            placeholder={t(messages.searchPlaceholder)}
            aria-label={t(messages.searchLabel)}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="new-message__results">
            {tooShort ? (
              <p className="new-message__hint">{t(messages.startTyping)}</p>
            ) : searching ? (
              <Spinner label={t(messages.searching)} />
            ) : users.length === 0 ? (
              <p className="new-message__hint">{t(messages.noUsers)}</p>
            ) : (
              <ul className="new-message__list">
                {users.map((user) => (
                  <li key={user.id}>
                    <button type="button" className="new-message__user" disabled={opening} onClick={() => void open(user.id)}>
                      <Avatar src={user.avatar} alt="" size={40} />
                      <span className="new-message__names">
                        <bdi className="new-message__username">{user.username}</bdi>
                        {user.fullName && <bdi className="new-message__fullname">{user.fullName}</bdi>}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
