import { isPrimaryMessage, type PrimaryMessage, type SocketGroup, type WorkerMessage } from './messages';

/** A worker's side of the cluster: what it tells the other workers, and asks of the primary. */
export type ClusterLink = {
  /** To every other worker. */
  broadcast(topic: string, data: unknown): void;
  onBroadcast(topic: string, listener: (data: unknown) => void): () => void;
  /** This worker's part of a value every worker holds a part of (null: none); `parts` are the others'. */
  share(topic: string, value: unknown): void;
  onShared(topic: string, listener: (parts: ReadonlyMap<number, unknown>) => void): () => void;
  parts(topic: string): ReadonlyMap<number, unknown>;
  /** Counts a socket in a group the workers share, if it has room; `release` when it closes. */
  admitSocket(group: SocketGroup, key: string, max: number): Promise<boolean>;
  releaseSocket(group: SocketGroup, key: string): void;
  ready(url: string): void;
};

type Channel = {
  send(message: WorkerMessage): void;
  on(event: 'message', listener: (message: unknown) => void): void;
};

/** Over `channel`: the process's own IPC channel to the primary in a worker (node:cluster). */
export function clusterLink(channel: Channel): ClusterLink {
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const shareListeners = new Map<string, Set<(parts: ReadonlyMap<number, unknown>) => void>>();
  const parts = new Map<string, Map<number, unknown>>();
  const pending = new Map<number, (admitted: boolean) => void>();
  let nextId = 1;

  const listen = <L>(map: Map<string, Set<L>>, topic: string, listener: L) => {
    const set = map.get(topic) ?? new Set<L>();
    set.add(listener);
    map.set(topic, set);
    return () => void set.delete(listener);
  };

  const receive = (message: PrimaryMessage) => {
    switch (message.glimpse) {
      case 'broadcast':
        for (const listener of listeners.get(message.topic) ?? []) listener(message.data);
        return;
      case 'share': {
        const values = parts.get(message.topic) ?? new Map<number, unknown>();
        if (message.value === null) values.delete(message.from);
        else values.set(message.from, message.value);
        parts.set(message.topic, values);
        for (const listener of shareListeners.get(message.topic) ?? []) listener(values);
        return;
      }
      case 'admitted':
        pending.get(message.id)?.(message.admitted);
        pending.delete(message.id);
        return;
    }
  };
  channel.on('message', (message) => {
    if (isPrimaryMessage(message)) receive(message);
  });

  return {
    broadcast: (topic, data) => channel.send({ glimpse: 'broadcast', topic, data }),
    onBroadcast: (topic, listener) => listen(listeners, topic, listener),
    share: (topic, value) => channel.send({ glimpse: 'share', topic, value }),
    onShared: (topic, listener) => listen(shareListeners, topic, listener),
    parts: (topic) => parts.get(topic) ?? new Map(),
    admitSocket(group, key, max) {
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        channel.send({ glimpse: 'admit', id, group, key, max });
      });
    },
    releaseSocket: (group, key) => channel.send({ glimpse: 'release', group, key }),
    ready: (url) => channel.send({ glimpse: 'ready', url }),
  };
}
