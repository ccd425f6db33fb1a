import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'sdk',
    include: ['src/**/*.test.ts'],
    // The client tests start the real server (PGlite) once per file: seconds, more on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
