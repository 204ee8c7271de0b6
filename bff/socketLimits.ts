/**
 * Limits on live connections, in one place. A person's phone, laptop and a few tabs need a
 * handful of sockets, and a screen a dozen subscriptions at most; the limits are far above that
 * and far below what would let one account hold the server's memory.
 *   SOCKET_SUBSCRIPTIONS_MAX  subscriptions (and operations in flight) on one /graphql socket
 *   SOCKETS_PER_ACCOUNT_MAX   sockets (/graphql and /admin-ws together) one signed-in account keeps open
 */
export type SocketLimits = { subscriptionsPerSocket: number; socketsPerAccount: number };

export const DEFAULT_SOCKET_LIMITS: SocketLimits = { subscriptionsPerSocket: 50, socketsPerAccount: 20 };

/** The close code for a socket beyond the account's limit (4429: 429 in the private range). */
export const CLOSE_TOO_MANY_SOCKETS = 4429;

export const tooManySocketsReason = (limits: SocketLimits) => `Too many open connections for this account (at most ${limits.socketsPerAccount}).`;
export const tooManySubscriptionsMessage = (limits: SocketLimits) =>
  `Too many subscriptions on this connection (at most ${limits.subscriptionsPerSocket}).`;

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

export function readSocketLimits(env: NodeJS.ProcessEnv = process.env): SocketLimits {
  return {
    subscriptionsPerSocket: positiveInteger(env.SOCKET_SUBSCRIPTIONS_MAX, DEFAULT_SOCKET_LIMITS.subscriptionsPerSocket, 'SOCKET_SUBSCRIPTIONS_MAX'),
    socketsPerAccount: positiveInteger(env.SOCKETS_PER_ACCOUNT_MAX, DEFAULT_SOCKET_LIMITS.socketsPerAccount, 'SOCKETS_PER_ACCOUNT_MAX'),
  };
}

type ClosableSocket = { once(event: 'close', listener: () => void): unknown };

/** The sockets each signed-in account has open, over /graphql and /admin-ws alike. */
export function accountSockets(limits: SocketLimits) {
  const open = new Map<string, Set<ClosableSocket>>();
  return {
    limits,
    /** Counts `socket` for the account until it closes; false (and not counted) when the account is at its limit. */
    admit(userId: string, socket: ClosableSocket): boolean {
      const sockets = open.get(userId) ?? new Set();
      if (sockets.has(socket)) return true;
      if (sockets.size >= limits.socketsPerAccount) return false;
      sockets.add(socket);
      open.set(userId, sockets);
      socket.once('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0 && open.get(userId) === sockets) open.delete(userId);
      });
      return true;
    },
  };
}

export type AccountSockets = ReturnType<typeof accountSockets>;
