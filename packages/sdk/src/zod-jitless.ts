import { config } from 'zod';

// zod compiles object parsers with `new Function` when it can, and probes for it when a schema is made:
// under a Content-Security-Policy without 'unsafe-eval' (the portal's) the probe is a reported
// violation. The rules' schemas parse small forms, so they run without the compiler. Must run before
// any schema is made, hence its own module imported first.
config({ jitless: true });
