import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { onSocketState, socketState } from '../apollo/socketState';
import { useViewer } from '../auth/AuthProvider';
import { useToast } from '../components/Toaster';
import { apolloTransport } from './apolloTransport';
import { applyDelivery } from './applyDelivery';
import { flushOutbox } from './flushOutbox';
import { moveOldMessageOutbox } from './moveOldMessageOutbox';
import { onOutboxNotice, outboxDb } from './outboxDb';
import { handleDeliveries, waitingWrites } from './outboxStore';
import { setOutboxSender } from './queueWrite';
import { useRefusalToast } from './refusalToast';

// While writes wait and no event says the network is back (a server restart, a flaky network), try now and then.
const RETRY_MS = 6000;

/**
 * Mounted in the signed-in frame: sends what waits in the outbox at the start, whenever the
 * browser says it is back online or the socket reconnects, when a write is queued online, and now and then while writes
 * wait; shows each refusal (also one the worker met) in a toast with the server's words; and puts
 * what was delivered into the screens.
 */
export default function OutboxLive() {
  const client = useApolloClient();
  const userId = useViewer()?.id;
  const toast = useToast();
  const refusalToast = useRefusalToast();

  useEffect(() => {
    if (!userId) return;
    const fail = () => undefined;
    const showRefusals = () =>
      outboxDb.takeRefusals(userId).then((refusals) => {
        for (const refusal of refusals) toast(refusalToast(refusal.kind, refusal));
      }, fail);
    const transport = apolloTransport(client);
    const flush = () => void flushOutbox(userId, transport, 'page').then(showRefusals, fail);
    // The worker sends only the writes of the person the pages last saw signed in.
    void outboxDb
      .setViewer(userId)
      .then(() => moveOldMessageOutbox(userId))
      .then(flush, fail);
    setOutboxSender(flush);
    const stopDeliveries = handleDeliveries((notice) => {
      if (notice.write.userId === userId) applyDelivery(client, notice);
    });
    const stop = onOutboxNotice((notice) => {
      if (notice.type === 'changed') void showRefusals();
    });
    window.addEventListener('online', flush);
    // The socket back up means the server is reachable again, whatever the browser said.
    const stopSocket = onSocketState(() => {
      if (socketState() === 'connected') flush();
    });
    const timer = window.setInterval(() => {
      if (navigator.onLine && waitingWrites(userId).length > 0) flush();
    }, RETRY_MS);
    return () => {
      setOutboxSender(null);
      stop();
      stopDeliveries();
      stopSocket();
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [client, refusalToast, toast, userId]);

  return null;
}
