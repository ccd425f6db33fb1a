import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server (postgres)' : 'server (pglite)',
    include: ['src/**/*.test.ts'],
    // One migrated database per run; each file's starts as its copy (src/test/database-template.ts).
    globalSetup: ['src/test/database-template.ts'],
    // Files share their worker's modules (the server's graph is imported once, not once per file: a
    // quarter to almost half of this suite's time). A file that changes the process (env, timers) restores it.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A deprecated call (e.g. pg's query on a busy connection, an error from pg 9) fails the test.
    execArgv: ['--throw-deprecation'],
  },
});
