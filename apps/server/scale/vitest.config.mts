import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The scale-out test: two server instances and two portals from the built product on PostgreSQL
// (TEST_DATABASE_URL), Redis and, when installed, nginx. `npm test` runs it after the browser suite,
// whose run builds the product; alone: `npm run test:scale` (it builds what is stale first).
export default defineConfig({
  test: {
    name: 'scale',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    retry: 0,
  },
});
