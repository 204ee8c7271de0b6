import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useViewer } from '../auth/AuthProvider';
import { currentSubscription, PushSetupError, pushOwner, pushSupport, setPushOwner, subscribeBrowser, subscriptionInput } from './browserPush';
import { PushPublicKeyQuery, SubscribeToPushMutation, UnsubscribeFromPushMutation } from './pushOperations';

export type PushState = {
  support: ReturnType<typeof pushSupport>;
  /** The browser's permission for this site's notifications ('default': not asked yet). */
  permission: NotificationPermission;
  /** Whether this browser is subscribed for the person (not for someone who used it before); null until known. */
  on: boolean | null;
};

/**
 * Push notifications for this browser: on asks the browser's permission (only then, as the person
 * turns them on), subscribes at the browser's push service with the server's key and gives the
 * server the subscription; off deletes it there and unsubscribes the browser.
 */
export function useTogglePush() {
  const client = useApolloClient();
  const viewerId = useViewer()?.id;
  const [subscribe] = useMutation(SubscribeToPushMutation);
  const [unsubscribe] = useMutation(UnsubscribeFromPushMutation);
  const support = pushSupport();
  const [state, setState] = useState<PushState>(() => ({
    support,
    permission: support === 'supported' ? Notification.permission : 'denied',
    on: support === 'supported' ? null : false,
  }));

  useEffect(() => {
    if (support === 'unsupported' || !viewerId) return;
    let live = true;
    void currentSubscription().then((subscription) => {
      if (live) setState((s) => ({ ...s, on: subscription !== null && Notification.permission === 'granted' && pushOwner() === viewerId }));
    });
    return () => {
      live = false;
    };
  }, [support, viewerId]);

  /** Answers the permission: anything but 'granted' leaves push off. */
  const turnOn = useCallback(async (): Promise<NotificationPermission> => {
    const permission = await Notification.requestPermission();
    setState((s) => ({ ...s, permission }));
    if (permission !== 'granted') return permission;
    const { data } = await client.query({ query: PushPublicKeyQuery });
    if (!data) throw new PushSetupError('unreachable');
    const subscription = await subscribeBrowser(data.pushPublicKey);
    try {
      const result = await subscribe({ variables: { input: subscriptionInput(subscription) } });
      if (result.error) throw result.error;
    } catch (error) {
      // The server did not take it: nothing would be pushed to it, so the browser forgets it too.
      await subscription.unsubscribe().catch(() => undefined);
      throw error;
    }
    setPushOwner(viewerId ?? null);
    setState((s) => ({ ...s, on: true }));
    return permission;
  }, [client, subscribe, viewerId]);

  const turnOff = useCallback(async (): Promise<void> => {
    const subscription = await currentSubscription();
    if (subscription) {
      // One the server no longer has (its session ended) is gone already: the browser's is what is left.
      await unsubscribe({ variables: { endpoint: subscription.endpoint } }).catch(() => undefined);
      await subscription.unsubscribe();
    }
    setPushOwner(null);
    setState((s) => ({ ...s, on: false }));
  }, [unsubscribe]);

  return { ...state, turnOn, turnOff };
}
