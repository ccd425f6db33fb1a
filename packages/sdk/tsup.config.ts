import { defineConfig } from 'tsup';
import { FLEET_SERVICES } from './src/fleet/entries';

// One bundle per module system: "type": "module" makes the ESM build .js and the CJS build .cjs,
// with matching .d.ts and .d.cts so both resolutions get types.
export default defineConfig({
  // The chat client is its own entry (`@fuel/sdk/chat`): only apps that chat load socket.io-client.
  // So is the fleet client (`@fuel/sdk/fleet`): only the business portal needs it. Its rules
  // (`@fuel/sdk/fleet-rules`) build on their own (tsup.rules.config.ts). The user's notifications alone
  // (`@fuel/sdk/notifications`) serve an app that shows a notifications icon beside another client.
  // Each of the fleet's session services is an entry too (`@fuel/sdk/fleet/<service>`, with the
  // sender they take, `@fuel/sdk/fleet/session`): bundlers keep a module's every export, so a page
  // that imports one service from `@fuel/sdk/fleet` carries all of them and `FleetClient`.
  entry: [
    'src/index.ts',
    'src/chat.ts',
    'src/fleet.ts',
    'src/notifications.ts',
    ...FLEET_SERVICES.map((service) => `src/fleet/${service}.ts`),
  ],
  format: ['esm', 'cjs'],
  dts: {
    // The API's types come from the server's source (`import type` only). Mapped by path rather than
    // resolved as a package, they are inlined into the bundled declarations instead of left as an
    // import of `@fuel/server`, which consumers do not have; scripts/flatten-dts.mjs then turns the
    // zod inference in them into plain object types.
    compilerOptions: {
      paths: {
        '@fuel/server/contract': ['../../apps/server/src/contract.ts'],
      },
    },
  },
  target: 'es2022',
  sourcemap: true,
  clean: true,
  treeshake: true,
});
