import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startGlimpse, type Glimpse } from '../../bff/app';
import { readConfig } from '../../infra/config';
import { freePort } from './freePort';
import { tempDataDir } from './tempDataDir';
import { makeTestCertificates } from './testCertificates';
import { TEST_LIMITS } from './testLimits';
import { TestPushService } from './testPushService';
import { started } from './useTestServer';

/**
 * A server that pushes to an in-process https push service, on a clock a test can move forward
 * (`advance`), for the delays and the tries that wait: for the enclosing describe block. The push
 * service's certificate comes from a CA made here, which the server trusts through
 * NODE_EXTRA_CA_CERTS (its push sender reads the variable: Node reads it only as a process starts,
 * and this server runs inside the test's); its address is a loopback one, so
 * PUSH_ALLOW_PRIVATE_ENDPOINTS is on.
 */
export function usePushedServer(env: Record<string, string> = {}) {
  let push: TestPushService | undefined;
  let glimpse: Glimpse | undefined;
  let data: Awaited<ReturnType<typeof tempDataDir>> | undefined;
  let offsetMs = 0;
  // One port for every start, so that the test's callers reach the server again after a restart.
  let port = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const start = async () => {
    const dir = started(data, 'The data folder').dir;
    const config = readConfig({
      DATA_DIR: dir,
      PORT: String(port),
      DEMO_CONTENT: 'false',
      MASCOT: 'false',
      SEND_MAIL: 'false',
      ...TEST_LIMITS,
      NODE_EXTRA_CA_CERTS: path.join(dir, 'test-ca.pem'),
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
      ...env,
    });
    glimpse = await startGlimpse(config, { clock });
  };
  beforeAll(async () => {
    const certificates = makeTestCertificates();
    push = await new TestPushService(certificates).start();
    data = await tempDataDir();
    port = await freePort();
    await writeFile(path.join(data.dir, 'test-ca.pem'), certificates.caPem);
    await start();
  });
  afterAll(async () => {
    await glimpse?.close();
    await push?.stop();
    await data?.remove();
  });
  return {
    get glimpse() {
      return started(glimpse, 'The test server');
    },
    get url() {
      return started(glimpse, 'The test server').url;
    },
    get push() {
      return started(push, 'The push service');
    },
    get dataDir() {
      return started(data, 'The data folder').dir;
    },
    /** Moves the server's clock forward. */
    advance(ms: number) {
      offsetMs += ms;
    },
    /** Closes the server and starts it again on the same folder, running `whileStopped` in between. */
    async restart(whileStopped?: () => Promise<unknown>) {
      await started(glimpse, 'The test server').close();
      glimpse = undefined;
      await whileStopped?.();
      await start();
    },
  };
}
