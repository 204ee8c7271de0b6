import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useViewer } from '../auth/AuthProvider';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { rateLimitMessage, timedOutMessage } from '../lib/rateLimit';
import { addMessageToCache } from './messageCache';
import { newClientId, outbox, type OutboxItem } from './outbox';

export const SEND_ERROR = 'Failed to send message. Please try again.';

/** A refused message's toast: until when the sender is timed out, else the usual failure with the server's words. */
export const refusedToast = (reason: string | undefined, timedOut?: string) =>
  timedOut ? { title: timedOut, variant: 'destructive' as const } : { title: SEND_ERROR, description: reason, variant: 'destructive' as const };

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

/** `refused`: the server's words when they say when to try again; `timedOut`: the whole message when the sender is timed out. */
type Outcome = 'sent' | 'queued' | { refused: string | undefined; timedOut?: string };

/**
 * Sends one outbox item; the client id makes a resend after a lost answer append nothing. A
 * refusal carries the server's words when they say when to try again (a rate limit).
 */
async function deliver(client: ApolloClient, userId: string, item: OutboxItem): Promise<Outcome> {
  try {
    const { data } = await client.mutate({
      mutation: SendMessageMutation,
      variables: { conversationId: item.conversationId, content: item.content, clientId: item.clientId },
    });
    outbox.remove(userId, item.clientId);
    // A message typed in the chat replies to no story (replies to stories are sent from the story viewer).
    if (data) addMessageToCache(client.cache, { ...data.sendMessage, story: null });
    return 'sent';
  } catch (error) {
    // The server answered and said no (empty, too long, not found): resending cannot help.
    if (CombinedGraphQLErrors.is(error)) {
      outbox.remove(userId, item.clientId);
      return { refused: rateLimitMessage(error), timedOut: timedOutMessage(error) };
    }
    return 'queued';
  }
}

let flushing: Promise<void> | null = null;

/** Sends what waits in the outbox, oldest first, stopping at the first that still cannot go. */
export function flushOutbox(client: ApolloClient, userId: string, onRefused: (reason: string | undefined, timedOut?: string) => void): Promise<void> {
  if (flushing) return flushing;
  flushing = (async () => {
    for (const item of outbox.items(userId)) {
      const outcome = await deliver(client, userId, item);
      if (outcome === 'queued') break;
      if (typeof outcome === 'object') onRefused(outcome.refused, outcome.timedOut);
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * Sends a message as the signed-in user. It is written to the outbox first, so that if the answer
 * never comes (offline, socket down) it goes out later, exactly once. Resolves true when the
 * input may be cleared (sent or queued), false when the server refused it.
 */
export function useSendMessage(conversationId: string): { send: (text: string) => Promise<boolean>; sending: boolean } {
  const client = useApolloClient();
  const user = useViewer();
  const toast = useToast();
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || !user) return false;
      const item: OutboxItem = { clientId: newClientId(), conversationId, content, createdAt: new Date().toISOString() };
      outbox.add(user.id, item);
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
      setSending(true);
      try {
        const outcome = await deliver(client, user.id, item);
        if (typeof outcome === 'object') toast(refusedToast(outcome.refused, outcome.timedOut));
        return typeof outcome !== 'object';
      } finally {
        setSending(false);
      }
    },
    [client, conversationId, toast, user],
  );
  return { send, sending };
}
