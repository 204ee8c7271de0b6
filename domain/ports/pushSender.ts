/** A browser's subscription as the push service knows it: where to post, and the keys that encrypt for it (RFC 8291). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** One push: its JSON payload, how long the push service may hold it, how urgent it is, and the topic it replaces. */
export type OutgoingPush = { payload: string; ttlSeconds: number; urgency: 'very-low' | 'low' | 'normal' | 'high'; topic: string };

/** The push service refused a push (`status`: its answer; null when none came: a timeout, a refused address). */
export class PushRefusedError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'PushRefusedError';
  }
}

/** Where pushes go: the browser's push service, over Web Push with VAPID. */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  /** Throws PushRefusedError when the push service did not take it. */
  send(target: PushTarget, push: OutgoingPush): Promise<void>;
  /** Whether an endpoint may be pushed to (https, and not on a loopback or private address unless allowed); answers why not. */
  refusal(endpoint: string): Promise<string | null>;
  close(): void;
}
