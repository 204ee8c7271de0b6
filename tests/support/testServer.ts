import { readConfig } from '../../infra/config';
import { startGlimpse, type Glimpse } from '../../bff/app';

/**
 * Every test client calls from 127.0.0.1, so that one address stands for a whole crowd: its
 * limits are lifted, while each account keeps the real defaults (tests/integration/rateLimits.test.ts
 * proves the per-address ones with addresses of their own).
 */
export const TEST_LIMITS = { RATE_LIMIT_PER_ADDRESS: 'off' };

/** The whole server in-process on a free port, on the embedded engines in `dataDir`; no mascot unless MASCOT is 'true'. */
export function startTestServer(dataDir: string, env: Record<string, string> = {}): Promise<Glimpse> {
  return startGlimpse(readConfig({ DATA_DIR: dataDir, PORT: '0', DEMO_CONTENT: 'false', MASCOT: 'false', ...TEST_LIMITS, ...env }));
}
