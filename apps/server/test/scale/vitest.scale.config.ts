import { defineConfig } from 'vitest/config';

// Fault tests that restart the PostgreSQL server behind TEST_DATABASE_URL: they must not share it
// with any other suite, so they run alone, one file at a time, after everything else
// (`npx vitest run --config apps/server/test/scale/vitest.faults.config.ts`).
export default defineConfig({
  test: {
    name: 'faults',
    root: `${import.meta.dirname}/../..`,
    include: ['test/scale/**/*.fault.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
