import { defineConfig } from 'tsup';

// One bundle per module system: "type": "module" makes the ESM build .js and the CJS build .cjs,
// with matching .d.ts and .d.cts so both resolutions get types.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  target: 'es2022',
  sourcemap: true,
  clean: true,
  treeshake: true,
});
