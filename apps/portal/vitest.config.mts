import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Next resolves this marker itself; under vitest the server side is the only side.
      'server-only': 'next/dist/compiled/server-only/empty.js',
    },
  },
  test: { name: 'portal', include: ['src/**/*.test.ts', 'server/**/*.test.mjs'] },
});
