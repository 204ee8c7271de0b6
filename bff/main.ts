import { existsSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../infra/config';
import { startGlimpse } from './app';
import { DEMO_ACCOUNT, seedDemo } from './demo/seedDemo';
import { webDist } from './webApp';

async function buildWebIfMissing(): Promise<void> {
  if (existsSync(path.join(webDist, 'index.html'))) return;
  console.log('Building the web app (first start)...');
  const { build } = await import('vite');
  await build({ configFile: path.resolve(webDist, '../vite.config.ts'), logLevel: 'warn' });
}

async function main(): Promise<void> {
  const config = readConfig();
  await buildWebIfMissing();
  const glimpse = await startGlimpse(config);
  console.log(`Glimpse is running at http://localhost:${config.port} (${glimpse.engines.description}, data in ${config.dataDir})`);
  // Answers start before everything is in memory; until then some of them wait, or run slower.
  void glimpse.loaded.then(() => console.log(`Read models and search index fully loaded, ${process.uptime().toFixed(1)} s after start.`));

  // Only into a new, empty store: a deployment whose demo account was deleted does not get it back.
  if (config.demoContent && glimpse.firstStart && (await glimpse.services.users.credentialsByUsername(DEMO_ACCOUNT.username)) === null) {
    console.log('Creating demo users and posts...');
    await seedDemo(glimpse.services);
    console.log(`Demo account: username "${DEMO_ACCOUNT.username}", password "${DEMO_ACCOUNT.password}"`);
  }
  if (config.adminCodeGenerated) console.log(`Admin access code (kept in ${config.dataDir}/secrets.json): ${config.adminCode}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: saving read models and stopping...`);
    await glimpse.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(`Glimpse could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
