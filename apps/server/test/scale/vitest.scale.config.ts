import { defineConfig } from 'vitest/config';

// Scale and fault tests on real PostgreSQL (issue 8): two server processes on one database, the
// lender sandbox failing under load, and PostgreSQL restarted under load. The restart must not
// share the database server with any other suite, so these run alone, one file at a time, after
// the unit suites: `npm run test:scale` (apps/server/scripts/test-scale.ts), part of `npm test`.
export default defineConfig({
  test: {
    name: 'scale',
    root: `${import.meta.dirname}/../..`,
    include: ['test/scale/**/*.test.ts', 'test/scale/**/*.fault.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
