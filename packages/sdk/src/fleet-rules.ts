// `@fuel/sdk/fleet-rules`: the fleet module's permission table and form schemas, built from the server's
// own source (apps/server/src/modules/fleet/rules.ts), so that a portal form validates with the very
// schema the server does and hides what the server would refuse. Runs zod: the app's own (a peer
// dependency), so an app that already has zod loads it once.
import './zod-jitless';

export * from '@fuel/server/fleet-rules';
