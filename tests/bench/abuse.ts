import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AttackFigures, AttackOrders } from './abuseAttackers';
import type { ChildServer } from './childServer';
import type { Dataset } from './dataset';
import { benchSoak, type SoakFigures } from './soak';

export type AbuseOptions = { seconds: number; clients: number; floodSockets: number; uploaders: number; rangeReaders: number };

export type { AttackFigures };

export type AbuseFigures = { options: AbuseOptions; calm: SoakFigures; abused: SoakFigures; attack: AttackFigures; peakRssBytes: number };

const VIDEO_BYTES = 38 * 2 ** 20;
const ATTACKERS = fileURLToPath(new URL('./abuseAttackers.ts', import.meta.url));
/**
 * The attackers run at the lowest priority: on this machine they share the server's cores, and
 * what the phase measures is what their attacks cost the server, as if they came from elsewhere.
 */
const ATTACKER_NICENESS = 19;

/**
 * People browsing while signed-out attackers (abuseAttackers.ts, in a thread of their own) do
 * what used to take the server down: sockets that each ask for 50 subscriptions, 45 MB uploads,
 * and one-byte ranges of a 38 MB video. The same browsing without the attack, right before, is
 * the baseline: the people's errors and p99, and the server's memory.
 */
export async function benchAbuse(
  server: ChildServer,
  data: Dataset,
  secret: string,
  dataDir: string,
  options: AbuseOptions,
  log: (line: string) => void,
): Promise<AbuseFigures> {
  const browsing = { minutes: options.seconds / 60, clients: options.clients, subscribers: Math.min(10, options.clients), thinkMs: 2000 };
  log(`   calm: ${options.clients} people browsing for ${options.seconds} s...`);
  const calm = await benchSoak(server, data, secret, browsing, () => undefined);

  // A video as a phone sends one, put where the server keeps media (the bench seeds photos only).
  const video = `${randomUUID()}.mp4`;
  await writeFile(path.join(dataDir, 'media', video), randomBytes(VIDEO_BYTES));
  let peakRssBytes = 0;
  const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, server.rss())), 250);
  log(
    `   abused: the same, while ${options.floodSockets} signed-out sockets ask for 50 subscriptions each, ${options.uploaders} send 45 MB uploads and ${options.rangeReaders} read 1-byte ranges, each once a second...`,
  );
  const orders: AttackOrders = {
    port: server.port,
    video,
    postIds: data.postIds.slice(-20),
    floodSockets: options.floodSockets,
    uploaders: options.uploaders,
    rangeReaders: options.rangeReaders,
  };
  const attackers = fork(ATTACKERS, [JSON.stringify(orders)], { execArgv: ['--import', 'tsx'] });
  if (attackers.pid) setPriority(attackers.pid, ATTACKER_NICENESS);
  const stopAttack = async (): Promise<AttackFigures> => {
    const figures = new Promise<AttackFigures>((resolve) => attackers.once('message', (message) => resolve(message as AttackFigures)));
    attackers.send('stop');
    return figures;
  };
  try {
    const abused = await benchSoak(server, data, secret, browsing, () => undefined);
    return { options, calm, abused, attack: await stopAttack(), peakRssBytes };
  } finally {
    clearInterval(sampler);
    attackers.kill();
  }
}
