// A module (sw.ts imports it), so that this declaration of the worker's scope is its own.
export {};
declare const self: ServiceWorkerGlobalScope;

/*
 * Web Push in the service worker: each push the server sends (bff/push/pushText.ts: title, body,
 * url, tag, icon) is shown as a notification, one per tag, so a post's likes or a chat's messages
 * replace each other rather than pile up; a click opens the screen it is about, in the app's
 * window when one is open.
 */

type PushPayload = { title: string; body: string; url: string; tag: string; icon: string; kind: string };

const APP_ICON = '/icons/icon-192.png';

function payloadOf(event: PushEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (data && typeof data.title === 'string') {
      return {
        title: data.title,
        body: data.body ?? '',
        url: data.url ?? '/activity',
        tag: data.tag ?? 'glimpse',
        icon: data.icon ?? APP_ICON,
        kind: data.kind ?? '',
      };
    }
  } catch {
    // Not JSON: still shown, as the browser requires of every push.
  }
  return { title: 'Glimpse', body: event.data?.text() ?? 'You have new activity.', url: '/activity', tag: 'glimpse', icon: APP_ICON, kind: '' };
}

self.addEventListener('push', (event) => {
  const push = payloadOf(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: push.icon,
      badge: APP_ICON,
      tag: push.tag,
      data: { url: push.url, kind: push.kind },
    }),
  );
});

/** Only a path of this site: a push never sends the app elsewhere. */
const screenOf = (notification: Notification): string => {
  const url = (notification.data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/activity';
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(screenOf(event.notification), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return void (await self.clients.openWindow(target));
      const focused = await open.focus();
      // A window this worker does not control cannot be sent elsewhere: a new one opens there.
      if (!(await focused.navigate(target).catch(() => null))) await self.clients.openWindow(target);
    })(),
  );
});
