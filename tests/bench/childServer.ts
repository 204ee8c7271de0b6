import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/freePort';
import { scriptArguments } from '../support/scriptArguments';
import { graphqlClient } from './graphqlClient';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY_TIMEOUT_MS = 120_000;
const RSS_EVERY_MS = 100;
// What bff/main.ts logs once the read models and the search index are all in memory.
const LOADED_LINE = 'Read models and search index fully loaded';

export type ChildServer = {
  port: number;
  /** The processes serving (WORKERS): their pids, and each one's largest resident set so far. */
  workerPeakRss(): number[];
  /** From spawn to the first right answer to `{ __typename }`. */
  readyMs: number;
  /** Largest resident set seen so far (the kernel's high-water mark), in bytes. */
  peakRss(): number;
  /** Resident set now, in bytes. */
  rss(): number;
  /** Resolves with the milliseconds from spawn to the server's word that it has loaded everything it loads in the background. */
  loaded(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * `npm start` on `dataDir`, as node itself (so its pid is the server's; with WORKERS above 1, the
 * primary's, the workers being its children). `env` adds settings (WORKERS).
 */
export async function startChildServer(dataDir: string, jwtSecret: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const workers = Number(env.WORKERS ?? '1');
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, scriptArguments('start'), {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO_CONTENT: 'false',
      JWT_SECRET: jwtSecret,
      ADMIN_CODE: 'bench',
      // The mascot's comments would add writes of their own to what is measured.
      MASCOT: 'false',
      // So would the sending of sign-ups' verification mails.
      SEND_MAIL: 'false',
      // Hundreds of scripted clients from one address are what the rate limits exist to stop; the bench measures throughput.
      RATE_LIMITS: 'off',
      // The bench's own queries are not the web app's: run them as in development (bounds still apply).
      TRUSTED_DOCUMENTS: 'false',
      // For trying a change on the server only. Node refuses --cpu-prof here: profile with
      // GLIMPSE_HEAP_MB="1280 --cpu-prof --cpu-prof-dir=DIR", ending the server with SIGTERM (stop() kills it, and a killed process writes no profile).
      NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let loadedAt: number | null = null;
  // Each worker says it once: loaded when all of them have.
  let loadedLines = 0;
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    loadedLines += text.split(LOADED_LINE).length - 1;
    if (loadedAt === null && loadedLines >= workers) loadedAt = performance.now() - started;
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // BENCH_SERVER_LOG=file keeps all the server wrote, e.g. with GLIMPSE_HEAP_MB="1280 --trace-gc" (Node refuses --trace-gc in NODE_OPTIONS).
  if (process.env.BENCH_SERVER_LOG) {
    const log = createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));

  let peak = 0;
  const workerPeaks = new Map<number, number>();
  const sample = () => {
    const status = child.pid && running ? readStatus(child.pid) : null;
    if (status) peak = Math.max(peak, status.hwm, status.rss);
    if (workers > 1 && child.pid && running)
      for (const pid of childrenOf(child.pid)) {
        const worker = readStatus(pid);
        if (worker) workerPeaks.set(pid, Math.max(workerPeaks.get(pid) ?? 0, worker.hwm, worker.rss));
      }
  };
  const sampler = setInterval(sample, RSS_EVERY_MS);

  const client = graphqlClient(port, 1);
  try {
    for (;;) {
      if (!running) throw new Error(`The server exited before answering:\n${output}`);
      if (performance.now() - started > READY_TIMEOUT_MS) throw new Error(`The server did not answer within ${READY_TIMEOUT_MS} ms:\n${output}`);
      const answer = await client.post('{ __typename }').catch(() => null);
      if (answer?.data?.__typename === 'Query') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } catch (error) {
    clearInterval(sampler);
    child.kill('SIGKILL');
    throw error;
  } finally {
    client.close();
  }
  const readyMs = performance.now() - started;
  sample();

  return {
    port,
    readyMs,
    peakRss: () => {
      sample();
      return peak;
    },
    workerPeakRss: () => {
      sample();
      return workers > 1 ? [...workerPeaks.values()] : [peak];
    },
    rss: () => (child.pid && running ? (readStatus(child.pid)?.rss ?? 0) : 0),
    async loaded() {
      while (loadedAt === null) {
        if (!running) throw new Error(`The server exited before it had loaded everything:\n${output}`);
        if (performance.now() - started > READY_TIMEOUT_MS) throw new Error(`The server did not finish loading within ${READY_TIMEOUT_MS} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return loadedAt;
    },
    async stop() {
      sample();
      clearInterval(sampler);
      // SIGKILL rather than SIGTERM: a graceful stop would rewrite the snapshot, which the
      // bench does not measure and which would only lengthen the run. Workers first, as they
      // would stop (and save) on their own once their primary is gone.
      if (child.pid && running) for (const pid of childrenOf(child.pid)) process.kill(pid, 'SIGKILL');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The processes `pid` started (the workers of a primary). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function readStatus(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return null; // the process has just exited
  }
}
