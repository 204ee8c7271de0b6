import { afterAll, beforeAll } from 'vitest';
import { startGlimpse, type Glimpse } from '../../bff/app';
import { readConfig } from '../../infra/config';
import { TestSmtpServer } from './smtpServer';
import { tempDataDir } from './tempDataDir';
import { TEST_LIMITS } from './testLimits';
import { started } from './useTestServer';

/**
 * A server that mails through an in-process SMTP server, on a clock a test can move forward
 * (`advance`), for the links that expire and the tries that wait: for the enclosing describe block.
 */
export function useMailedServer(env: Record<string, string> = {}) {
  let smtp: TestSmtpServer | undefined;
  let glimpse: Glimpse | undefined;
  let data: Awaited<ReturnType<typeof tempDataDir>> | undefined;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const start = async () => {
    const dir = started(data, 'The data folder').dir;
    const config = readConfig({
      DATA_DIR: dir,
      PORT: '0',
      DEMO_CONTENT: 'false',
      MASCOT: 'false',
      ...TEST_LIMITS,
      SMTP_URL: started(smtp, 'The SMTP server').url,
      ...env,
    });
    glimpse = await startGlimpse(config, { clock });
  };
  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    data = await tempDataDir();
    await start();
  });
  afterAll(async () => {
    await glimpse?.close();
    await smtp?.stop();
    await data?.remove();
  });
  return {
    get glimpse() {
      return started(glimpse, 'The test server');
    },
    get url() {
      return started(glimpse, 'The test server').url;
    },
    get smtp() {
      return started(smtp, 'The SMTP server');
    },
    /** Moves the server's clock forward. */
    advance(ms: number) {
      offsetMs += ms;
    },
    async restart() {
      await started(glimpse, 'The test server').close();
      glimpse = undefined;
      await start();
    },
  };
}
