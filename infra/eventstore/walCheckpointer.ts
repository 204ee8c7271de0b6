import { Worker } from 'node:worker_threads';
import { sqliteDriverModule } from '../sqlite/sqlite';

// Plain CommonJS evaluated in the worker, so it loads the same way under tsx, vitest and node.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const db = workerData.driver === 'node:sqlite' ? builtin(workerData.file) : new (require(workerData.driver))(workerData.file);
function builtin(file) {
  const connection = new (require('node:sqlite').DatabaseSync)(file);
  return { pragma: (setting) => connection.exec('PRAGMA ' + setting), close: () => connection.close() };
}
db.pragma('busy_timeout = 1000');
db.pragma('synchronous = FULL');
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ ok: true });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error && error.message || error) });
  }
});
`;

const MIN_INTERVAL_MS = 200;
const CLOSE_TIMEOUT_MS = 2000;

/**
 * Copies the write-ahead log back into the database file on a thread of its own. Left to the
 * writing connection, SQLite does this inside a commit every thousand pages, and each time the
 * commit (and with it every request) stalls for 10 to 20 ms. A passive checkpoint from another
 * connection runs beside the writers without blocking them.
 */
export class WalCheckpointer {
  private readonly worker: Worker;
  private running = false;
  private lastStarted = 0;
  private failed = false;
  private closing: Promise<void> | null = null;

  constructor(
    file: string,
    private readonly onFailure: (error: Error) => void,
  ) {
    const driver = sqliteDriverModule();
    // No execArgv: a loader inherited from the parent (tsx's) would keep the thread alive after it closes.
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver }, execArgv: [] });
    this.worker.unref();
    this.worker.on('message', (result: { ok: boolean; message?: string }) => {
      this.running = false;
      if (!result.ok) this.fail(new Error(result.message));
    });
    this.worker.on('error', (error) => this.fail(error));
  }

  /** After a commit: starts a checkpoint unless one is running or one started very recently. */
  committed(): void {
    if (this.running || this.failed) return;
    const now = performance.now();
    if (now - this.lastStarted < MIN_INTERVAL_MS) return;
    this.running = true;
    this.lastStarted = now;
    this.worker.postMessage('checkpoint');
  }

  async close(): Promise<void> {
    if (this.closing) return this.closing;
    this.failed = true;
    // Referenced again while closing, so that the process waits for the thread to let go of the file.
    this.worker.ref();
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage('close');
    const stuck = setTimeout(() => void this.worker.terminate(), CLOSE_TIMEOUT_MS);
    this.closing = exited.finally(() => clearTimeout(stuck));
    return this.closing;
  }

  private fail(error: Error): void {
    if (this.failed) return;
    this.failed = true;
    this.onFailure(error);
  }
}
