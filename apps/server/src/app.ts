import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCallers } from './core/caller';
import type { Config } from './core/config';
import { type DatabaseHandle, openDatabase } from './core/database/client';
import { frameworkErrors, registerErrorHandling } from './core/error-handler';
import { registerInputGuard } from './core/input-guard';
import { registerLifecycle } from './core/lifecycle';
import { createMetrics, type Metrics } from './core/metrics/metrics';
import { recordHttpMetrics, registerMetrics } from './core/metrics/plugin';
import { registerOpenApi } from './core/openapi';
import { outboxBacklog } from './core/outbox/backlog';
import { registerOutboxWorker } from './core/outbox/plugin';
import { loggerOptions, RequestLog } from './core/request-log';
import { registerScopeGuard } from './core/scope';
import { registerSecurityHeaders } from './core/security-headers';
import { storageWarnings } from './core/storage/create';
import { createCallerResolver } from './modules/auth/resolve-caller';
import { authV1Routes, authV2Routes } from './modules/auth/routes';
import { chatV2Routes } from './modules/chat/routes';
import { registerChatSocket } from './modules/chat/socket';
import { commerceV1Routes, commerceV2Routes } from './modules/commerce/routes';
import { contactV2Routes } from './modules/contact/routes';
import { contentV1Routes, contentV2Routes } from './modules/content/routes';
import { filesPublicRoutes, filesV2Routes } from './modules/files/routes';
import { clientCompanyOf } from './modules/fleet/api-clients/access';
import { apiClientSecurityScheme, registerApiClientCalls } from './modules/fleet/api-clients/plugin';
import { fleetApiClientRoutes } from './modules/fleet/api-clients/routes';
import { fleetCardRoutes } from './modules/fleet/cards/routes';
import { fleetExportRoutes } from './modules/fleet/exports/routes';
import { fleetBackOfficeRoutes } from './modules/fleet/orders/back-office-routes';
import { registerOrderExpiry } from './modules/fleet/orders/expiry';
import { fleetOrderRoutes } from './modules/fleet/orders/routes';
import { fleetPointsRoutes } from './modules/fleet/points/routes';
import { fleetReportRoutes } from './modules/fleet/reports/routes';
import { fleetV2Routes } from './modules/fleet/routes';
import { registerPurchaseAggregates } from './modules/fleet/transactions/aggregates';
import { fleetTerminalBackOfficeRoutes } from './modules/fleet/transactions/back-office-routes';
import { registerHoldExpiry } from './modules/fleet/transactions/hold-expiry';
import { fleetTransactionRoutes } from './modules/fleet/transactions/routes';
import { healthRoutes } from './modules/health/routes';
import { intranetV2Routes } from './modules/intranet/routes';
import { notificationsV2Routes } from './modules/notifications/routes';
import { paymentPageRoutes, paymentsV2Routes } from './modules/payments/routes';
import { projectsV1Routes, projectsV2Routes } from './modules/projects/routes';
import { requestsV2Routes } from './modules/requests/routes';
import { fleetWebhookRoutes, projectWebhookRoutes } from './modules/webhooks/routes';
import { registerDeliveryWorker } from './modules/webhooks/wiring';
import { registerBackupSocket } from './ops/backup/plugin';
import { createServices } from './services';

export type AppOptions = {
  /** An already open database (tests share one per file); otherwise the app opens and closes its own. */
  database?: DatabaseHandle;
  /** The instance's instruments (a registry of its own); otherwise the app makes them. */
  metrics?: Metrics;
};

export type App = FastifyInstance;

/** Builds the whole HTTP app as a plugin tree; `main.ts` listens, tests call this directly. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config),
    logController: new RequestLog(),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    trustProxy: config.trustProxy,
    // Above a load balancer's usual 60 s idle timeout, so the balancer, not the server, closes idle
    // connections (a server closing one as the balancer reuses it drops that request).
    keepAliveTimeout: 72_000,
    http: { headersTimeout: 75_000 },
    requestTimeout: 120_000,
    // While closing, requests on open keep-alive connections are still answered (see main.ts's drain).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const lifecycle = registerLifecycle(app);
  const metrics = options.metrics ?? createMetrics();
  recordHttpMetrics(app, metrics);
  registerInputGuard(app);
  // Every hook of every request is a plain callback where it need not wait: an async hook costs a
  // promise and a turn of the microtask queue per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerSecurityHeaders(app);
  // Every method the API uses (the plugin's default is GET, HEAD and POST): the portal edits with PUT,
  // PATCH and DELETE from the browser.
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id'],
  });
  await registerOpenApi(app, config, apiClientSecurityScheme(config));
  // Uploads stream (see modules/files/multipart.ts); these are outer bounds, the routes apply their limits.
  await app.register(multipart, {
    limits: {
      fileSize: Math.floor(Math.max(config.maxFileMb, config.maxImageMb) * 1024 * 1024) + 1,
      files: 2,
      fields: 10,
      fieldSize: 4096,
      parts: 20,
    },
  });

  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      pgliteDir: `${config.dataDir}/pglite`,
      logger: app.log,
    }));
  if (!options.database) app.addHook('onClose', () => database.close());
  await database.migrate();
  lifecycle.markMigrated();

  const services = createServices(database, config, { metrics });
  for (const warning of storageWarnings(config)) app.log.warn(warning);
  registerCallers(
    app,
    createCallerResolver(services.auth, services.projects, services.apiClients.resolveToken),
  );
  registerScopeGuard(app, {
    isAdminOf: services.projects.isAdminOf,
    companyOf: services.memberships.companyOf,
    clientCompanyOf,
  });
  await registerApiClientCalls(app, { apiClients: services.apiClients, config });

  await app.register(filesPublicRoutes, services);
  // The spec's legacy base (admin calls) and newer base (every client).
  await app.register(
    async (v1) => {
      await v1.register(authV1Routes, services);
      await v1.register(projectsV1Routes, services);
      await v1.register(commerceV1Routes, services);
      await v1.register(contentV1Routes, services);
    },
    { prefix: '/api/v1' },
  );
  await app.register(
    async (v2) => {
      await v2.register(authV2Routes, services);
      await v2.register(projectsV2Routes, services);
      await v2.register(commerceV2Routes, services);
      await v2.register(filesV2Routes, services);
      await v2.register(contentV2Routes, services);
      await v2.register(requestsV2Routes, services);
      await v2.register(intranetV2Routes, services);
      await v2.register(notificationsV2Routes, services);
      await v2.register(paymentsV2Routes, services);
      await v2.register(chatV2Routes, services);
      await v2.register(fleetV2Routes, services);
      await v2.register(fleetOrderRoutes, services);
      await v2.register(fleetCardRoutes, services);
      await v2.register(fleetBackOfficeRoutes, services);
      await v2.register(fleetTransactionRoutes, services);
      await v2.register(fleetTerminalBackOfficeRoutes, services);
      await v2.register(fleetPointsRoutes, services);
      await v2.register(fleetReportRoutes, services);
      await v2.register(fleetExportRoutes, services);
      await v2.register(fleetApiClientRoutes, { ...services, config });
      await v2.register(contactV2Routes, services);
      await v2.register(fleetWebhookRoutes, services);
      await v2.register(projectWebhookRoutes, services);
    },
    { prefix: '/api/v2' },
  );
  await app.register(paymentPageRoutes, services);
  const chatSocket = await registerChatSocket(app, {
    chat: services.chat,
    resolveCaller: createCallerResolver(services.auth, services.projects),
    realtime: services.realtime,
    corsOrigins: config.corsOrigins,
    redisUrl: config.redisUrl,
  });
  await app.register(healthRoutes, {
    database,
    storage: services.storage,
    redis: chatSocket.redis,
    lifecycle,
  });
  await registerMetrics(app, {
    config,
    metrics,
    sources: {
      outboxBacklog: () => outboxBacklog(database.db),
      pool: database.pool,
      chatConnections: chatSocket.connections,
    },
  });
  registerOutboxWorker(app, {
    db: database.db,
    handlers: services.outboxHandlers,
    outbox: services.outbox,
    pollMs: config.outboxPollMs,
    enabled: config.outboxWorker,
    metrics,
  });
  registerDeliveryWorker(app, services.webhooks, {
    enabled: config.outboxWorker,
    db: database.db,
    metrics,
    retentionDays: config.webhookRetentionDays,
  });
  registerOrderExpiry(app, services.fleetOrders.expiry, {
    enabled: config.outboxWorker,
    intervalMs: config.orderExpiryIntervalMs,
    metrics,
  });
  registerHoldExpiry(app, services.fleetPurchases.transactions.holdExpiry, {
    enabled: config.outboxWorker,
    intervalMs: config.preauthExpiryIntervalMs,
    metrics,
  });
  registerPurchaseAggregates(app, services.fleetPurchases.transactions.aggregates, {
    intervalMs: config.fleetAggregatesIntervalMs,
    metrics,
  });
  await registerBackupSocket(app, { database, storage: services.storage });
  return app;
}
