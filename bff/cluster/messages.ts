/**
 * What the workers and the primary say to each other over the cluster's IPC channel. The
 * primary holds nothing of the product: it relays, and it keeps what must be counted once for
 * all workers (open sockets per account and per address) and what each worker shares with the
 * others (who is online), forgetting a worker's part when it exits.
 */

/** A worker's socket counted in a group (an account's sockets, or an address's signed-out ones). */
export type SocketGroup = 'account' | 'address';

export type WorkerMessage =
  /** For every other worker (a commit to wake their subscriptions, a typing signal). */
  | { glimpse: 'broadcast'; topic: string; data: unknown }
  /** This worker's part of a shared value (its online admins); null withdraws it. */
  | { glimpse: 'share'; topic: string; value: unknown }
  /** Count a socket in `key`'s group if it has fewer than `max`; the answer says whether it did. */
  | { glimpse: 'admit'; id: number; group: SocketGroup; key: string; max: number }
  | { glimpse: 'release'; group: SocketGroup; key: string }
  /** Listening and ready to serve (the primary then says the address once). */
  | { glimpse: 'ready'; url: string };

export type PrimaryMessage =
  | { glimpse: 'broadcast'; topic: string; data: unknown; from: number }
  | { glimpse: 'share'; topic: string; value: unknown; from: number }
  | { glimpse: 'admitted'; id: number; admitted: boolean };

const isTagged = (message: unknown): message is { glimpse: string } =>
  typeof message === 'object' && message !== null && typeof (message as { glimpse?: unknown }).glimpse === 'string';

export const isWorkerMessage = (message: unknown): message is WorkerMessage => isTagged(message);
export const isPrimaryMessage = (message: unknown): message is PrimaryMessage => isTagged(message);
