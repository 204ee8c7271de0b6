import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useViewer } from '../auth/AuthProvider';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { apolloTransport } from '../outbox/apolloTransport';
import { sendNow } from '../outbox/flushOutbox';
import { queueWrite, requestSend, shouldQueue } from '../outbox/queueWrite';
import { useRefusalToast } from '../outbox/refusalToast';

export const SendMessageMutation = graphql(`
  mutation SendMessage($conversationId: ID!, $content: String!, $clientId: ID) {
    sendMessage(conversationId: $conversationId, content: $content, clientId: $clientId) {
      id
      conversationId
      content
      createdAt
      sender {
        id
        username
        avatar
      }
    }
  }
`);

/**
 * Sends a message as the signed-in user. It is written to the outbox first (its client id is its
 * key), so that if the answer never comes (offline, socket down) it goes out later, exactly once;
 * behind writes already waiting it waits its turn. Resolves true when the input may be cleared
 * (sent or waiting), false when the server refused it (its words in a toast).
 */
export function useSendMessage(conversationId: string): { send: (text: string) => Promise<boolean>; sending: boolean } {
  const client = useApolloClient();
  const user = useViewer();
  const toast = useToast();
  const refusalToast = useRefusalToast();
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || !user) return false;
      const waitTurn = shouldQueue(user.id);
      const write = await queueWrite(user.id, { kind: 'message', conversationId, content }, { sendingItself: !waitTurn });
      if (waitTurn) return true;
      setSending(true);
      try {
        const delivery = await sendNow(write, apolloTransport(client));
        if (delivery.status === 'refused') toast(refusalToast('message', delivery));
        // Not answered: it waits in the outbox, for the next try or Background Sync.
        else if (delivery.status === 'later') await requestSend(user.id);
        return delivery.status !== 'refused';
      } finally {
        setSending(false);
      }
    },
    [client, conversationId, refusalToast, toast, user],
  );
  return { send, sending };
}
