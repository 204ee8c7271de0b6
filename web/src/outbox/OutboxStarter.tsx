import { lazy, Suspense, useEffect, useState } from 'react';
import { useViewer } from '../auth/AuthProvider';
import { hasOldMessageOutbox } from './moveOldMessageOutbox';
import { outboxDb } from './outboxDb';
import { useDeliveriesUnhandled, useOutboxWrites } from './outboxStore';

// The sender, with the mutations it sends and the lists it updates: loaded only once there is
// something to do, so that a visit with nothing waiting downloads none of it.
const OutboxLive = lazy(() => import('./OutboxLive'));
let started = false;

/** Starts the outbox's sender once writes wait, were delivered elsewhere, or left refusals (or old-style messages) to handle. */
export function OutboxStarter() {
  const userId = useViewer()?.id;
  const waiting = useOutboxWrites().length > 0;
  const delivered = useDeliveriesUnhandled();
  const [leftovers, setLeftovers] = useState(false);
  useEffect(() => {
    if (!userId || started) return;
    if (hasOldMessageOutbox(userId)) setLeftovers(true);
    else outboxDb.hasRefusals(userId).then(setLeftovers, () => undefined);
  }, [userId]);
  if (waiting || delivered || leftovers) started = true;
  return started ? (
    <Suspense fallback={null}>
      <OutboxLive />
    </Suspense>
  ) : null;
}
