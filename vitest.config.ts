import { defineConfig } from 'vitest/config';

// Unit and integration suites of every workspace. The browser suite has its own config
// (apps/portal/e2e/vitest.config.ts) because it builds and starts the whole product.
export default defineConfig({
  test: {
    projects: ['apps/*/vitest.config.{ts,mts}', 'packages/*/vitest.config.ts'],
  },
});
