import { lookup } from 'node:dns/promises';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { homedir } from 'node:os';
import path from 'node:path';

export type MemoryMongo = { uri: string; stop(): Promise<void> } | { skipped: string };

const PACKAGES = ['mongodb-memory-server-core', 'mongodb-memory-server'];
const DOWNLOAD_HOST = 'fastdl.mongodb.org';
const PROBE_MS = 800;

async function importFirst(): Promise<{ MongoMemoryServer: any } | null> {
  for (const name of PACKAGES) {
    const loaded = await import(/* @vite-ignore */ name).catch(() => null);
    if (loaded?.MongoMemoryServer) return loaded;
  }
  return null;
}

/** Whether the download host answers a TCP connection within PROBE_MS (a closed network fails in milliseconds). */
async function reachable(host: string): Promise<string | null> {
  const deadline = new Promise<string>((resolve) => setTimeout(() => resolve(`${host} did not answer within ${PROBE_MS} ms`), PROBE_MS).unref());
  const probe = (async () => {
    try {
      const { address } = await lookup(host);
      await new Promise<void>((resolve, reject) => {
        const socket = connect(443, address, () => {
          socket.end();
          resolve();
        });
        socket.once('error', reject);
      });
      return null;
    } catch (error) {
      return `${host} cannot be reached (${(error as Error).message})`;
    }
  })();
  return Promise.race([probe, deadline]);
}

const cachedBinary = () => {
  const folder = process.env.MONGOMS_DOWNLOAD_DIR ?? path.join(homedir(), '.cache', 'mongodb-binaries');
  return existsSync(folder) && readdirSync(folder).length > 0;
};

/**
 * A throw-away mongod from mongodb-memory-server: its binary from MONGOMS_SYSTEM_BINARY, its cache,
 * or its download. Where none of them can work it answers within a second, saying why, so the
 * MongoDB contract suites skip rather than wait on a download that cannot happen.
 */
export async function startMemoryMongo(): Promise<MemoryMongo> {
  const memoryServer = await importFirst();
  if (!memoryServer) return { skipped: 'mongodb-memory-server-core is not installed' };
  if (!process.env.MONGOMS_SYSTEM_BINARY && !cachedBinary()) {
    const host = process.env.MONGOMS_DOWNLOAD_MIRROR ? new URL(process.env.MONGOMS_DOWNLOAD_MIRROR).hostname : DOWNLOAD_HOST;
    const unreachable = await reachable(host);
    if (unreachable) return { skipped: `no mongod: MONGOMS_SYSTEM_BINARY is not set, none is cached, and ${unreachable}` };
  }
  try {
    const server = await memoryServer.MongoMemoryServer.create();
    return { uri: server.getUri(), stop: async () => void (await server.stop()) };
  } catch (error) {
    return { skipped: `mongodb-memory-server could not start a mongod: ${(error as Error).message}` };
  }
}
