import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '../components/Avatar';
import { CloseIcon } from '../components/Icons';
import { Spinner } from '../components/Loading';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { rateLimitMessage } from '../lib/rateLimit';

export const START_ERROR = 'Failed to start conversation. Please try again.';

export const StartConversationMutation = graphql(`
  mutation StartConversation($userId: ID!) {
    startConversation(userId: $userId) {
      ...ConversationRow
    }
  }
`);

export const MessageUserSearchQuery = graphql(`
  query MessageUserSearch($query: String!) {
    searchUsers(query: $query, first: 20) {
      id
      username
      fullName
      avatar
    }
  }
`);

/** The text after the person stops typing for a moment, so each keystroke is not a request. */
function useDebounced(value: string, ms = 250): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Starts the conversation with a user (or opens the existing one) and goes to it. */
export function useOpenConversation(): { open: (userId: string) => Promise<void>; opening: boolean } {
  const [start, { loading }] = useMutation(StartConversationMutation);
  const navigate = useNavigate();
  const toast = useToast();
  return {
    opening: loading,
    async open(userId: string) {
      try {
        const { data } = await start({ variables: { userId } });
        if (!data) throw new Error(START_ERROR);
        navigate(`/messages/${data.startConversation.id}`);
      } catch (error) {
        toast({ title: START_ERROR, description: rateLimitMessage(error), variant: 'destructive' });
      }
    },
  };
}

export function NewConversationDialog() {
  const [openDialog, setOpenDialog] = useState(false);
  const [text, setText] = useState('');
  const query = useDebounced(text.trim());
  const { data, loading } = useQuery(MessageUserSearchQuery, { variables: { query }, skip: query === '' });
  const { open, opening } = useOpenConversation();
  const users = query === '' ? [] : (data?.searchUsers ?? []);
  const search = useRef<HTMLInputElement>(null);

  return (
    <Dialog.Root open={openDialog} onOpenChange={setOpenDialog}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--primary new-message__trigger">
          New Message
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          aria-describedby={undefined}
          // Ready to type a name, rather than on the close button that comes first.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            search.current?.focus();
          }}
        >
          <div className="dialog__header">
            <Dialog.Title className="dialog__title">New Message</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <input
            ref={search}
            className="input"
            type="search"
            placeholder="Search users..."
            aria-label="Search users"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="new-message__results">
            {text.trim() === '' ? (
              <p className="new-message__hint">Start typing to search for users</p>
            ) : loading || query !== text.trim() ? (
              <Spinner label="Searching" />
            ) : users.length === 0 ? (
              <p className="new-message__hint">No users found</p>
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
