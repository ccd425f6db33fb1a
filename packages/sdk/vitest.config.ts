import path from 'node:path';
import { defineConfig } from 'vitest/config';

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);

export default defineConfig({
  // The README's examples import the kit by its package name; they run against its source.
  resolve: {
    alias: [
      { find: /^@fuel\/sdk$/, replacement: src('index.ts') },
      { find: /^@fuel\/sdk\/chat$/, replacement: src('chat.ts') },
      { find: /^@fuel\/sdk\/fleet$/, replacement: src('fleet.ts') },
      { find: /^@fuel\/sdk\/fleet\/(.+)$/, replacement: src('fleet/$1.ts') },
      { find: /^@fuel\/sdk\/notifications$/, replacement: src('notifications.ts') },
    ],
  },
  test: {
    name: 'sdk',
    include: ['src/**/*.test.ts'],
    // The server's test databases start as copies of one migrated per run (as in the server's suite).
    globalSetup: ['../../apps/server/src/test/database-template.ts'],
    // As in the server's suite: files share their worker's modules (the server is imported once).
    isolate: false,
    // The client tests start the real server (PGlite) once per file: seconds, more on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
