/*
 * The browser's side of Web Push: whether it can, the permission, and this browser's subscription
 * at its push service (PushManager, through the app's service worker at /sw.js).
 */

export type PushSupport = 'supported' | 'unsupported';

export function pushSupport(): PushSupport {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'supported' : 'unsupported';
}

const OWNER_KEY = 'pushOwner';

/**
 * Whom this browser's subscription is for: the person who turned push on here. A browser keeps
 * its subscription when its person signs out, and whoever signs in next must turn push on
 * themselves before anything of theirs is pushed to it.
 */
export function pushOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

export function setPushOwner(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(OWNER_KEY, userId);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // Storage refused (a private window's quota): push still works until the next sign-in.
  }
}

/** The service worker's registration, if the app has one (none before its first install, or in development). */
const registration = () => navigator.serviceWorker.getRegistration('/');

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** Why turning push on failed on the way, told to the person in their language by Settings (PushSection). */
export class PushSetupError extends Error {
  constructor(readonly reason: 'notReady' | 'unreachable') {
    super(reason);
  }
}

/** How long to wait for the app's service worker to be active (it installs on the first visit). */
const WORKER_WAIT_MS = 10_000;

/** A new subscription (or the one there is) for the server's VAPID public key (base64url). */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  // Without an active worker (one still installing, none in development) there is nothing to push to.
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new PushSetupError('notReady')), WORKER_WAIT_MS)),
  ]);
  return ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) });
}

/** The subscription as the server takes it (`PushSubscription.toJSON()`'s endpoint and keys). */
export function subscriptionInput(subscription: PushSubscription): { endpoint: string; p256dh: string; auth: string } {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' };
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
