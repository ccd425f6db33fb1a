import path from 'node:path';
import type { Config } from './core/config';
import type { DatabaseHandle } from './core/database/client';
import { createInvalidation } from './core/invalidation';
import type { Metrics } from './core/metrics/metrics';
import { createOutbox } from './core/outbox/outbox';
import { createRealtime } from './core/realtime';
import { createProjectCheck } from './core/scope';
import { createStorage } from './core/storage/create';
import { createAuthService } from './modules/auth/service';
import { createChatService } from './modules/chat/service';
import { createCommerceService } from './modules/commerce/service';
import { createContactService } from './modules/contact/service';
import { createContentService } from './modules/content/service';
import { createFilesService } from './modules/files/service';
import { createTransactionFeed } from './modules/fleet/api-clients/feed';
import { createApiClients } from './modules/fleet/api-clients/service';
import { homeSources } from './modules/fleet/home/service';
import { createMemberships } from './modules/fleet/membership';
import { notificationsMessenger } from './modules/fleet/messages';
import { createFleetOrderServices } from './modules/fleet/orders/wiring';
import { createFleetPurchases } from './modules/fleet/purchases';
import { createLocalRegistry } from './modules/fleet/registry';
import { createFleetService } from './modules/fleet/service';
import { createIntranetService } from './modules/intranet/service';
import { DELIVER_TOPIC } from './modules/notifications/delivery';
import { createNotificationsService } from './modules/notifications/service';
import { createSandboxProvider } from './modules/payments/provider';
import { createPaymentsService, createSettledHandler, SETTLED_TOPIC } from './modules/payments/service';
import { createProjectsService } from './modules/projects/service';
import { createRequestsService } from './modules/requests/service';
import { goneNotice } from './modules/webhooks/gone-notice';
import { createWebhooks } from './modules/webhooks/wiring';

/**
 * Builds every module's service with its explicit dependencies: the one place where modules meet.
 * Routes, the caller resolver and the demo seed all use what this returns.
 */
export function createServices(
  database: DatabaseHandle,
  config: Pick<
    Config,
    | 'sessionTtlHours'
    | 'dataDir'
    | 'publicUrl'
    | 'maxFileMb'
    | 'maxImageMb'
    | 'smtpUrl'
    | 'mailFrom'
    | 'vapidSubject'
    | 's3'
    | 'webhooksAllowPrivate'
    | 'webhookTimeoutMs'
    | 'outboxPollMs'
  > &
    Partial<Pick<Config, 'preauthHoldMinutes' | 'apiTokenTtlSeconds'>>,
  /** The app's instruments; the demo seed and tools build services without them. */
  { metrics }: { metrics?: Metrics } = {},
) {
  const { db } = database;
  const invalidation = createInvalidation(database);
  const auth = createAuthService({ db, sessionTtlHours: config.sessionTtlHours, invalidation });
  const storage = createStorage(config);
  const files = createFilesService({
    db,
    storage,
    maxFileMb: config.maxFileMb,
    maxImageMb: config.maxImageMb,
    publicUrl: () => config.publicUrl,
  });
  const projects = createProjectsService({
    db,
    invalidation,
    summarize: async (projectIds) => {
      const [users, customTypes, fileCounts] = await Promise.all([
        auth.countUsersByProject(projectIds),
        content.summaries(projectIds),
        files.countByProject(projectIds),
      ]);
      return new Map(
        projectIds.map((id) => [
          id,
          {
            users: users.get(id) ?? 0,
            customTypes: customTypes.get(id) ?? [],
            files: fileCounts.get(id) ?? 0,
          },
        ]),
      );
    },
  });
  const content = createContentService({
    db,
    projects: {
      languagesOf: async (projectId) => (await projects.getPublic(projectId)).languages,
      changed: projects.changed,
    },
  });
  const commerce = createCommerceService({ db, auth, invalidation });
  // Requests and the intranet read each other (vacations spend balances; balances count pending
  // vacations): each reaches the other through a function called after both exist.
  const requests = createRequestsService({ db, auth, intranet: () => intranet });
  const intranet = createIntranetService({ db, auth, listDatedRequests: requests.listDated, invalidation });

  // Work after a commit goes through the outbox; live events reach users over the chat socket.
  const outbox = createOutbox();
  const realtime = createRealtime();
  const notifications = createNotificationsService({
    db,
    outbox,
    contacts: auth.listContacts,
    channels: {
      realtime,
      email: {
        smtpUrl: config.smtpUrl,
        mailboxDir: path.join(config.dataDir, 'mailbox'),
        from: config.mailFrom,
      },
      pushSubject: config.vapidSubject,
    },
  });
  const payments = createPaymentsService({
    db,
    outbox,
    provider: createSandboxProvider(() => config.publicUrl),
    notifications,
    contacts: auth.listContacts,
  });
  const chat = createChatService({
    db,
    contacts: auth.listContacts,
    checkProject: createProjectCheck(projects.isAdminOf),
    listProjectsOfAdmin: projects.listForAdmin,
  });
  const contact = createContactService({ db });
  const memberships = createMemberships(db, invalidation);
  const fleet = createFleetService({
    db,
    memberships,
    auth,
    registry: createLocalRegistry(db),
    messenger: notificationsMessenger(notifications),
    home: homeSources(commerce.items.activePricesBySku, notifications),
  });
  const { fleetOrders, fleetCards, fleetOrdersDemo } = createFleetOrderServices({
    db,
    outbox,
    commerce,
    files,
    payments,
    notifications,
    intranet,
  });
  const fleetPurchases = createFleetPurchases({
    db,
    outbox,
    notifications,
    pricesBySku: commerce.items.activePricesBySku,
    holdMinutes: config.preauthHoldMinutes,
    metrics,
  });
  const webhooks = createWebhooks({
    db,
    allowPrivate: config.webhooksAllowPrivate,
    timeoutMs: config.webhookTimeoutMs,
    pollMs: config.outboxPollMs,
    onGone: goneNotice({
      notifications,
      membersAllowed: memberships.membersAllowed,
      adminEmails: projects.adminEmails,
    }),
    metrics,
  });
  const outboxHandlers = {
    ...webhooks.outboxHandlers,
    ...fleetPurchases.outboxHandlers,
    ...fleetOrders.outboxHandlers,
    [DELIVER_TOPIC]: notifications.deliver,
    // A settled payment confirms its order (idempotent by transaction id: the outbox may redeliver).
    [SETTLED_TOPIC]: createSettledHandler(async (event) => {
      await commerce.orders.recordPayment(event);
      await fleetOrders.recordPayment(event);
    }),
  };

  return {
    auth,
    projects,
    content,
    files,
    storage,
    commerce,
    requests,
    intranet,
    notifications,
    payments,
    chat,
    fleet,
    memberships,
    fleetOrders,
    fleetCards,
    fleetOrdersDemo,
    fleetPurchases,
    apiClients: createApiClients({ db, tokenTtlSeconds: config.apiTokenTtlSeconds ?? 900 }),
    transactionFeed: createTransactionFeed(db),
    contact,
    outbox,
    outboxHandlers,
    realtime,
    webhooks,
  };
}

export type Services = ReturnType<typeof createServices>;
