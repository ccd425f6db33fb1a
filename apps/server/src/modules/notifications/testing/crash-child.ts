// A worker process for exactly-once.test.ts: it takes the pending SMS delivery, sends it, prints SENT and
// hangs before settling, waiting to be killed with SIGKILL. Arguments: a postgres:// URL and a data folder.
import { openDatabase } from '../../../core/database/client';
import { createOutboxWorker } from '../../../core/outbox/worker';
import { buildCrashTestNotifications } from './crash-fixture';

const [url, dataDir] = process.argv.slice(2);
const database = await openDatabase({ url: url!, maxConnections: 2 });
const crash = buildCrashTestNotifications(database.db, { dataDir: dataDir!, hangAfter: 'gateway' });
void crash.died.then(() => process.stdout.write('SENT\n'));
const worker = createOutboxWorker({
  db: database.db,
  handlers: crash.handlers,
  leaseMs: 500,
  handlerTimeoutMs: 3_600_000,
});
await worker.runOnce();
