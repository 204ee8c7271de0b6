import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node loads graphql's CommonJS build for the server and its packages; Vite would pick the .mjs
  // build for our own files, and graphql refuses types shared between the two copies.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['{domain,projections,infra,bff,tests,examples}/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // Server-level suites start real servers and Chromium; two cores run them best one file at a time.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
