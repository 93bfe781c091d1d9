import { defineConfig } from 'vitest/config';

// Unit, server and web tests. End-to-end runs on Playwright: playwright.config.ts (ADR 019).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Real-PostgreSQL scale and fault tests run on their own: npm run test:scale.
          exclude: ['test/scale/**', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
