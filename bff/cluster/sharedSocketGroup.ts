import { CLOSED, type ClosableSocket, type SocketGroup } from '../socketCounts';
import type { ClusterLink } from './clusterLink';

/** Sockets counted by key in the primary, for every worker at once (an account's limit holds whichever worker its sockets reach). */
export function sharedSocketGroup(link: ClusterLink, kind: 'account' | 'address', max: number): SocketGroup {
  const keyOf = new Map<ClosableSocket, string>();
  const release = (socket: ClosableSocket) => {
    const key = keyOf.get(socket);
    if (key === undefined) return;
    keyOf.delete(socket);
    link.releaseSocket(kind, key);
  };
  return {
    async admit(key, socket) {
      if (keyOf.get(socket) === key || socket.readyState === CLOSED) return true;
      if (!(await link.admitSocket(kind, key, max))) return false;
      // It closed while the primary was asked: counted for nothing.
      if (socket.readyState === CLOSED) {
        link.releaseSocket(kind, key);
        return true;
      }
      release(socket);
      keyOf.set(socket, key);
      socket.once('close', () => release(socket));
      return true;
    },
    release,
  };
}
