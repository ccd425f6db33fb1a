import { defineConfig } from 'tsup';

// `@fuel/sdk/fleet-rules`: the fleet module's permission table and form schemas, bundled from the
// server's source with zod left to the app (a peer dependency); `@fuel/sdk/format`, the formatting
// module the portal and the statement PDF share, likewise (it has no dependency at all). Built apart
// from the other entries so that no declaration chunk is shared with them: theirs are flattened to
// plain types, these keep zod's (they are zod schemas). `@fuel/sdk/fleet-vocabulary` is the rules'
// part without zod (the permission table and vocabularies), for pages that show rather than validate.
// Runs after tsup.config.ts, which cleans dist/.
export default defineConfig({
  entry: ['src/fleet-rules.ts', 'src/fleet-vocabulary.ts', 'src/format.ts'],
  format: ['esm', 'cjs'],
  external: ['zod'],
  dts: {
    compilerOptions: {
      paths: {
        '@fuel/server/fleet-rules': ['../../apps/server/src/modules/fleet/rules.ts'],
        '@fuel/server/fleet-vocabulary': ['../../apps/server/src/modules/fleet/plain-rules.ts'],
        '@fuel/server/format': ['../../apps/server/src/core/format/index.ts'],
      },
    },
  },
  target: 'es2022',
  sourcemap: true,
  clean: false,
  treeshake: true,
});
