/**
 * Every test client calls from 127.0.0.1, so that one address stands for a whole crowd: its
 * limits are lifted, while each account keeps the real defaults (tests/integration/rateLimits.test.ts
 * proves the per-address ones with addresses of their own).
 */
export const TEST_LIMITS = { RATE_LIMIT_PER_ADDRESS: 'off' };
