import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The browser suite: one product (server + portal, started as `npm start` starts it) shared by every
// test file through the global setup; files run one after another against it.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // In CI a failed browser test runs once more: a rare sign-in that next-auth's client sends back to
    // the sign-in page under heavy load is not yet explained (see the closing note of issue 7).
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 120_000,
  },
});
