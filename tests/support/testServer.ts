import { readConfig } from '../../infra/config';
import { startGlimpse, type Glimpse } from '../../bff/app';
import { TEST_LIMITS } from './testLimits';

/**
 * The whole server in-process on a free port, on the embedded engines in `dataDir`; no mascot
 * unless MASCOT is 'true', and no mail sent unless SEND_MAIL is 'true' (both reactors append in
 * the background, which a test counting appends would see).
 */
export function startTestServer(dataDir: string, env: Record<string, string> = {}): Promise<Glimpse> {
  return startGlimpse(readConfig({ DATA_DIR: dataDir, PORT: '0', DEMO_CONTENT: 'false', MASCOT: 'false', SEND_MAIL: 'false', ...TEST_LIMITS, ...env }));
}
