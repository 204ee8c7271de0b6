import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type Config, readConfig } from '../infra/config';
import { workerScratch } from '../infra/media/scratchFolder';
import { startGlimpse } from './app';
import { clusterLink } from './cluster/clusterLink';
import { runPrimary } from './cluster/primary';
import { DEMO_ACCOUNT, seedDemo } from './demo/seedDemo';
import { webDist } from './webApp';

async function buildWebIfMissing(): Promise<void> {
  if (existsSync(path.join(webDist, 'index.html'))) return;
  console.log('Building the web app (first start)...');
  const { build } = await import('vite');
  await build({ configFile: path.resolve(webDist, '../vite.config.ts'), logLevel: 'warn' });
}

/** WORKERS=N: this process forks the workers and relays between them; each of them serves. */
async function startPrimary(config: Config): Promise<void> {
  await buildWebIfMissing();
  const scratch = path.join(config.dataDir, 'scratch');
  // What killed processes left, before any worker starts writing its own.
  await rm(scratch, { recursive: true, force: true });
  const primary = runPrimary({
    workers: config.workers,
    onReady: (url) => console.log(`Glimpse is running at ${url} (${config.workers} workers, data in ${config.dataDir})`),
    onWorkerExit: (pid) => void rm(workerScratch(scratch, pid), { recursive: true, force: true }).catch(console.error),
  });
  if (config.adminCodeGenerated) console.log(`Admin access code (kept in ${config.dataDir}/secrets.json): ${config.adminCode}`);
  const stop = async (signal: NodeJS.Signals) => {
    console.log(`${signal}: stopping the workers...`);
    await primary.stop(signal);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

async function main(): Promise<void> {
  const config = readConfig();
  if (config.workers > 1 && cluster.isPrimary) return startPrimary(config);
  const link = cluster.isWorker ? clusterLink({ send: (message) => process.send?.(message), on: (event, listener) => process.on(event, listener) }) : null;
  await buildWebIfMissing();
  const glimpse = await startGlimpse(config, { cluster: link });
  const role = config.role === 'all' ? '' : `, ROLE=${config.role}${config.role === 'projector' ? (glimpse.leads() ? ', projecting' : ', on standby') : ''}`;
  if (link) link.ready(glimpse.url);
  else console.log(`Glimpse is running at http://localhost:${config.port} (${glimpse.engines.description}${role}, data in ${config.dataDir})`);
  // Answers start before everything is in memory; until then some of them wait, or run slower.
  void glimpse.loaded.then(() => console.log(`Read models and search index fully loaded, ${process.uptime().toFixed(1)} s after start.`));

  // Only into a new, empty store: a deployment whose demo account was deleted does not get it back.
  // By the process that leads (among workers, or in a cluster, the one that does): the others write nothing of their own accord.
  if (config.demoContent && glimpse.firstStart && glimpse.leads() && (await glimpse.services.users.credentialsByUsername(DEMO_ACCOUNT.username)) === null) {
    console.log('Creating demo users and posts...');
    await seedDemo(glimpse.services);
    console.log(`Demo account: username "${DEMO_ACCOUNT.username}", password "${DEMO_ACCOUNT.password}"`);
  }
  if (config.adminCodeGenerated && !link) console.log(`Admin access code (kept in ${config.dataDir}/secrets.json): ${config.adminCode}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: saving read models and stopping...`);
    try {
      await glimpse.close();
    } catch (error) {
      // Each failed step was logged as it failed (a full disk refusing a snapshot or a checkpoint).
      console.error(`Stopped, not cleanly. ${error instanceof Error ? error.message : error}.`);
      console.error('Every acknowledged write was already on disk; the next start catches up from the events.');
    }
    // 0 whatever close said: a stop cannot lose data. Every write answered 2xx was flushed before
    // its answer (SQLite's WAL with synchronous = FULL, media fsynced before the rename), so a
    // failed snapshot or checkpoint costs only a longer next start. A non-zero code would tell a
    // supervisor the stop went wrong when it did not, and have a restart policy start it again.
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A worker whose primary is gone (killed) has nobody to relay for it, and no port of its own.
  if (link) process.on('disconnect', () => void shutdown('The primary stopped'));
}

main().catch((error) => {
  console.error(`Glimpse could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
