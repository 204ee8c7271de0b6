import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { currentSubscription, pushOwner, subscriptionInput } from './browserPush';
import { SubscribeToPushMutation } from './pushOperations';

/**
 * Gives the server this browser's push subscription again as the person's session starts: the
 * server ends a subscription with the session that made it (a log-out, a password reset), and
 * the browser keeps it. Only for the person who turned push on in this browser; posting one the
 * server has appends nothing.
 */
export function useRenewPushSubscription(viewerId: string | undefined) {
  const [subscribe] = useMutation(SubscribeToPushMutation);
  useEffect(() => {
    if (!viewerId || viewerId !== pushOwner() || !('Notification' in window) || Notification.permission !== 'granted') return;
    void currentSubscription()
      .then((subscription) => {
        if (subscription) return subscribe({ variables: { input: subscriptionInput(subscription) } });
      })
      .catch(() => undefined);
  }, [viewerId, subscribe]);
}
