import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { webAlias } from './vite.config.ts';

// The 'web' project of the root vitest.config.ts: components and hooks in jsdom.
export default defineProject({
  plugins: [react()],
  resolve: { alias: webAlias },
  test: {
    name: 'web',
    environment: 'jsdom',
    // https so that the spec 3 cookies (Secure; SameSite=None) are kept by jsdom as by a browser.
    environmentOptions: { jsdom: { url: 'https://localhost/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
  },
});
