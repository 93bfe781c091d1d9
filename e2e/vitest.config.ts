import { defineConfig } from 'vitest/config';

// End-to-end: the built server and web app in Debian's Chromium (npm run test:e2e builds first).
// One file at a time in one fork: each file starts its own server and browser.
export default defineConfig({
  test: {
    name: 'e2e',
    root: `${import.meta.dirname}/..`,
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
