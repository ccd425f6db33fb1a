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
    // No retries: a flaky test is a bug to find (the sign-in race that once needed one: sign-in-race.e2e.ts).
    retry: 0,
    hookTimeout: 120_000,
  },
});
