import type { SocketLimits } from './socketLimits';

export type ClosableSocket = { readonly readyState: number; once(event: 'close', listener: () => void): unknown };

/** ws's readyState once the socket has closed (and emitted 'close', which will not come again). */
export const CLOSED = 3;

/** Sockets counted by a key (an account, an address), up to a maximum per key: in this process, or shared by the workers. */
export type SocketGroup = {
  admit(key: string, socket: ClosableSocket): Promise<boolean>;
  release(socket: ClosableSocket): void;
};

/**
 * What the socket limits are checked against: the sockets open on the server, per account, per
 * address while they have not signed in, and the subscriptions over them all. Each admit counts
 * until the socket closes (a socket's address until it signs in; a subscription until it is
 * released, or its socket closes) and answers false, counting nothing, when the limit is reached. The counts are this process's own; callers see only
 * this interface, so that counts shared by several servers can stand in for them.
 */
export type SocketCounts = {
  readonly limits: SocketLimits;
  admitSocket(socket: ClosableSocket): boolean;
  admitAccount(userId: string, socket: ClosableSocket): Promise<boolean>;
  /** A new socket, counted against its address until it signs in (admitAccount) or closes. */
  admitAnonymous(address: string, socket: ClosableSocket): Promise<boolean>;
  admitSubscription(socket: ClosableSocket, id: string): boolean;
  releaseSubscription(socket: ClosableSocket, id: string): void;
};

/** Sockets grouped by a key (an account, an address), each group up to `max`, each socket out when it closes or is released. */
function socketGroups(max: number) {
  const open = new Map<string, Set<ClosableSocket>>();
  const keyOf = new Map<ClosableSocket, string>();
  const release = (socket: ClosableSocket) => {
    const key = keyOf.get(socket);
    if (key === undefined) return;
    keyOf.delete(socket);
    const sockets = open.get(key);
    sockets?.delete(socket);
    if (sockets?.size === 0) open.delete(key);
  };
  const admit = (key: string, socket: ClosableSocket): boolean => {
    const sockets = open.get(key) ?? new Set();
    // A socket that closed while its sign-in was being checked would otherwise be counted for ever.
    if (sockets.has(socket) || socket.readyState === CLOSED) return true;
    if (sockets.size >= max) return false;
    sockets.add(socket);
    open.set(key, sockets);
    keyOf.set(socket, key);
    socket.once('close', () => release(socket));
    return true;
  };
  return { admit, release };
}

/** Counted in this process. */
export const localSocketGroup = (max: number): SocketGroup => {
  const groups = socketGroups(max);
  return { admit: async (key, socket) => groups.admit(key, socket), release: groups.release };
};

export function socketCounts(
  limits: SocketLimits,
  groupOf: (kind: 'account' | 'address', max: number) => SocketGroup = (_kind, max) => localSocketGroup(max),
): SocketCounts {
  const server = socketGroups(limits.sockets);
  const accounts = groupOf('account', limits.socketsPerAccount);
  const addresses = groupOf('address', limits.anonymousSocketsPerAddress);
  const subscriptions = new Map<ClosableSocket, Set<string>>();
  let subscriptionCount = 0;
  return {
    limits,
    admitSocket: (socket) => server.admit('', socket),
    async admitAccount(userId, socket) {
      if (!(await accounts.admit(userId, socket))) return false;
      addresses.release(socket);
      return true;
    },
    admitAnonymous: (address, socket) => addresses.admit(address, socket),
    admitSubscription(socket, id) {
      const ids = subscriptions.get(socket);
      if (ids?.has(id) || socket.readyState === CLOSED) return true;
      if (subscriptionCount >= limits.subscriptions) return false;
      if (ids) ids.add(id);
      else {
        subscriptions.set(socket, new Set([id]));
        socket.once('close', () => {
          subscriptionCount -= subscriptions.get(socket)?.size ?? 0;
          subscriptions.delete(socket);
        });
      }
      subscriptionCount++;
      return true;
    },
    releaseSubscription(socket, id) {
      if (subscriptions.get(socket)?.delete(id)) subscriptionCount--;
    },
  };
}
