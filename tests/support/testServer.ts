import { readConfig } from '../../infra/config';
import { startGlimpse, type Glimpse } from '../../bff/app';
import { TEST_LIMITS } from './testLimits';

/** The whole server in-process on a free port, on the embedded engines in `dataDir`; no mascot unless MASCOT is 'true'. */
export function startTestServer(dataDir: string, env: Record<string, string> = {}): Promise<Glimpse> {
  return startGlimpse(readConfig({ DATA_DIR: dataDir, PORT: '0', DEMO_CONTENT: 'false', MASCOT: 'false', ...TEST_LIMITS, ...env }));
}
