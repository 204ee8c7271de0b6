import cluster, { type Worker } from 'node:cluster';
import { isWorkerMessage, type PrimaryMessage, type WorkerMessage } from './messages';
import { socketTally } from './socketTally';

// A worker that dies this soon after it started is failing to start: wait longer before the next.
const QUICK_DEATH_MS = 10_000;
const FIRST_RESTART_MS = 500;
const LONGEST_RESTART_MS = 30_000;

export type PrimaryOptions = {
  workers: number;
  /** Once, when every worker of the first start serves. */
  onReady(url: string): void;
  /** After a worker's end, for what it leaves behind (its scratch folder). */
  onWorkerExit(pid: number): void;
};

/**
 * The primary of `WORKERS=N`: it forks the workers, which each serve on the shared port
 * (node:cluster hands out connections in turn), starts a new one when one dies, relays what
 * they tell each other, and keeps the counts that must be counted once for all. It opens no
 * database and serves nothing itself, so it stays small and hard to kill.
 */
export function runPrimary(options: PrimaryOptions): { stop(signal: NodeJS.Signals): Promise<void> } {
  const sockets = socketTally();
  const shared = new Map<string, Map<number, unknown>>();
  const started = new Map<number, number>();
  let restartDelay = FIRST_RESTART_MS;
  let stopping = false;
  let ready = 0;

  const send = (worker: Worker, message: PrimaryMessage) => {
    if (worker.isConnected()) worker.send(message);
  };
  const others = (from: number) => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && w.id !== from);

  const onMessage = (worker: Worker, message: WorkerMessage) => {
    switch (message.glimpse) {
      case 'broadcast':
        for (const other of others(worker.id)) send(other, { ...message, from: worker.id });
        return;
      case 'share': {
        const values = shared.get(message.topic) ?? new Map<number, unknown>();
        values.set(worker.id, message.value);
        shared.set(message.topic, values);
        for (const other of others(worker.id)) send(other, { ...message, from: worker.id });
        return;
      }
      case 'admit':
        send(worker, { glimpse: 'admitted', id: message.id, admitted: sockets.admit(worker.id, message.group, message.key, message.max) });
        return;
      case 'release':
        sockets.release(worker.id, message.group, message.key);
        return;
      case 'ready':
        console.log(`Worker ${worker.process.pid} is serving.`);
        if (++ready === options.workers) options.onReady(message.url);
        return;
    }
  };

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    worker.on('message', (message: unknown) => {
      if (isWorkerMessage(message)) onMessage(worker, message);
    });
    // What the others share, for the newcomer to start from.
    worker.once('online', () => {
      for (const [topic, values] of shared) for (const [from, value] of values) send(worker, { glimpse: 'share', topic, value, from });
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    if (worker.process.pid) options.onWorkerExit(worker.process.pid);
    sockets.forgetWorker(worker.id);
    for (const [topic, values] of shared) {
      if (!values.delete(worker.id)) continue;
      for (const other of others(worker.id)) send(other, { glimpse: 'share', topic, value: null, from: worker.id });
    }
    if (stopping) return;
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    restartDelay = lived < QUICK_DEATH_MS ? Math.min(restartDelay * 2, LONGEST_RESTART_MS) : FIRST_RESTART_MS;
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another in ${restartDelay} ms.`);
    setTimeout(() => !stopping && fork(), restartDelay).unref();
  });

  for (let i = 0; i < options.workers; i++) fork();

  return {
    async stop(signal) {
      if (stopping) return;
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      await Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once('exit', () => resolve());
              worker.process.kill(signal);
            }),
        ),
      );
    },
  };
}
