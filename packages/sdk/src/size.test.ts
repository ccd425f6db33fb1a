import { describe, expect, it } from 'vitest';
import { bundle, gzipSize } from './test/bundle';

const KB = 1000;

// The size budget of the published kit: what an app's bundle grows by, minified and gzipped, when it
// imports one client (5 kB each), the user's notifications alone (4 kB) or the whole main entry
// (8 kB). The chat client is measured without socket.io-client, its dependency, which an app that
// chats loads anyway.
const budgets = [
  { name: 'AdminClient', entry: './index.ts', names: ['AdminClient', 'ClientError'], budget: 5.5 * KB }, // 5.0 kB before project webhooks
  { name: 'ProjectClient', entry: './index.ts', names: ['ProjectClient', 'ClientError'], budget: 5 * KB },
  { name: 'PrivateClient', entry: './index.ts', names: ['PrivateClient', 'ClientError'], budget: 5 * KB },
  { name: 'UserClient', entry: './index.ts', names: ['UserClient', 'ClientError'], budget: 5.5 * KB }, // 5.0 kB before live notifications (0.7 kB; socket.io-client is 14 kB)
  { name: 'ChatClient', entry: './chat.ts', names: ['ChatClient'], budget: 5 * KB },
  { name: 'FleetClient', entry: './fleet.ts', names: ['FleetClient', 'ClientError'], budget: 5 * KB },
  // The user's notifications alone (3.7 kB when added): the transport, the service and its event stream.
  { name: 'userNotifications', entry: './notifications.ts', names: ['userNotifications'], budget: 4 * KB },
  { name: 'the whole main entry', entry: './index.ts', names: '*' as const, budget: 8.5 * KB }, // 8.0 kB before live notifications
];

describe('size budget (minified, gzipped)', () => {
  it.each(budgets)('$name stays within its budget', async ({ name, entry, names, budget }) => {
    const size = gzipSize(await bundle(entry, names, ['socket.io-client']));
    console.info(`size: ${name} ${(size / KB).toFixed(2)} kB of ${budget / KB} kB`);
    expect(size).toBeLessThanOrEqual(budget);
  });
});
