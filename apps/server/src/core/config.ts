import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const milliseconds = z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0);

/** Every setting the server reads, with its default. `.env.example` documents the same list. */
const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(4000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .url()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanFlag.default(false),
  CORS_ORIGINS: commaList.default(['http://localhost:3000']),
  SEED_DEMO_DATA: booleanFlag.default(true),
  SESSION_TTL_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive()
    .default(24 * 7),
  MAX_FILE_MB: z.coerce.number({ error: 'must be a number of megabytes' }).positive().default(10),
  MAX_IMAGE_MB: z.coerce.number({ error: 'must be a number of megabytes' }).positive().default(5),
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'must be a number of server processes' })
    .int()
    .min(1)
    .max(64)
    .default(1),
  OUTBOX_WORKER: booleanFlag.default(true),
  OUTBOX_POLL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(10).default(1000),
  ORDER_EXPIRY_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .default(60_000),
  FLEET_AGGREGATES_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .default(100),
  PREAUTH_HOLD_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  PREAUTH_EXPIRY_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .default(60_000),
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
  WEBHOOK_TIMEOUT_MS: milliseconds.min(100).max(60_000).default(10_000),
  WEBHOOK_RETENTION_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).default(30),
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Platform <no-reply@localhost>'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
    .default('mailto:push@localhost'),
  S3_ENDPOINT: z
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'must be an http:// or https:// URL')
    .optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*\/?$/, 'must be a key prefix such as platform/files')
    .optional(),
  FILES_SHARED_VOLUME: booleanFlag.default(false),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/,
      'must be a number of proxy hops or a comma-separated list of proxy addresses/CIDRs',
    )
    .optional(),
  SHUTDOWN_DRAIN_MS: milliseconds.default(5000),
  SHUTDOWN_TIMEOUT_MS: milliseconds.min(1000).default(30_000),
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  API_TOKEN_TTL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(60)
    .max(86_400)
    .default(900),
  API_CLIENT_RATE_LIMIT: z.coerce.number({ error: 'must be a number of requests' }).int().min(1).default(600),
  API_CLIENT_RATE_WINDOW_MS: milliseconds.min(1000).default(60_000),
  API_TOKEN_RATE_LIMIT: z.coerce.number({ error: 'must be a number of requests' }).int().min(1).default(30),
  /** Set by the WEB_CONCURRENCY supervisor for each of its processes (0, 1, …), not by hand. */
  SERVER_PROCESS_SLOT: z.coerce.number().int().min(0).default(0),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** The address clients reach this server at; used to build file and payment links. */
  publicUrl: string;
  /** Unset: the embedded PGlite database under `dataDir`. */
  databaseUrl?: string;
  /** Local data: the PGlite folder and uploaded files. */
  dataDir: string;
  redisUrl?: string;
  logLevel: string;
  logPretty: boolean;
  corsOrigins: string[];
  seedDemoData: boolean;
  /** How long an admin or end-user session lives after login. */
  sessionTtlHours: number;
  /** Upload limits (MB of 1024 × 1024 bytes) of POST /file/upload and /image/upload. */
  maxFileMb: number;
  maxImageMb: number;
  /**
   * Server processes on this machine sharing the port (node:cluster); more than one needs PostgreSQL
   * (PGlite is one process's database) and Redis (chat and live events reach every process's sockets).
   */
  processes: number;
  /** Run the notification outbox worker in this instance, and how often it polls when idle. */
  outboxWorker: boolean;
  outboxPollMs: number;
  /** How often this instance runs the fleet orders' deadline job (with the outbox worker; any number may). */
  orderExpiryIntervalMs: number;
  /** How long a pay-at-pump pre-authorization holds the card's limits waiting for its completion. */
  preauthHoldMinutes: number;
  /** How often the aggregate writer applies approved card purchases to totals, points and odometers (0: not here). */
  fleetAggregatesIntervalMs: number;
  /** How often this instance runs the job that releases expired holds (with the outbox worker; any number may). */
  preauthExpiryIntervalMs: number;
  /**
   * Webhook endpoints may be http:// and on private, loopback or link-local addresses (tests and local
   * development only: refused with NODE_ENV=production, where it would open the server to SSRF).
   */
  webhooksAllowPrivate: boolean;
  /** How long a webhook delivery waits for the receiver's answer. */
  webhookTimeoutMs: number;
  /** Settled webhook events (and their deliveries) older than this many days are removed. */
  webhookRetentionDays: number;
  /** Unset: e-mail goes to `${dataDir}/mailbox/*.eml` instead of an SMTP server. */
  smtpUrl?: string;
  mailFrom: string;
  /** The contact in Web Push VAPID signatures. */
  vapidSubject: string;
  /** Set: uploaded files live in this S3-compatible bucket; unset: on the local disk, `${dataDir}/files`. */
  s3?: S3Config;
  /**
   * Whom to believe about the client's address (X-Forwarded-For): behind a load balancer, login limiting
   * must count each client, not the balancer. False: nobody.
   */
  trustProxy: TrustProxy;
  /** `${dataDir}/files` is a volume every instance mounts (silences the several-instances warning). */
  filesSharedVolume: boolean;
  /**
   * On SIGTERM: how long the instance reports itself not ready while still serving (longer than the load
   * balancer's probe interval), then how long the whole shutdown may take before the process exits 1.
   */
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
  /**
   * GET /metrics: on its own listener at this port (on `host`; under WEB_CONCURRENCY, process i at
   * METRICS_PORT + i), or on the main port with this bearer token.
   */
  metricsPort?: number;
  metricsToken?: string;
  /** Company API clients (OAuth2 client credentials): how long an access token lives. */
  apiTokenTtlSeconds: number;
  /**
   * Per API client: `max` calls in each `windowMs` (then 429 with Retry-After), and `tokenMax` token
   * requests per client id in the same window; shared by every instance through Redis when REDIS_URL is set.
   */
  apiClientRateLimit: { max: number; windowMs: number; tokenMax: number };
};

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...). */
export type S3Config = {
  /** Unset: AWS S3 of the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Objects are stored under `<prefix>/<key>`, so one bucket can hold other things too. */
  prefix?: string;
};

/** As Fastify's `trustProxy`: the proxies' addresses, or whether to believe the proxy at a hop. */
export type TrustProxy = string[] | false | ((address: string, hop: number) => boolean);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; nothing else in the server reads process.env. */
export function loadConfig(source: Record<string, string | undefined>): Config {
  const parsed = environment.safeParse(withoutEmptyValues(source));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  if (env.WEB_CONCURRENCY > 1 && (!env.DATABASE_URL || !env.REDIS_URL)) {
    throw new ConfigError([
      'WEB_CONCURRENCY: several server processes need DATABASE_URL (PGlite is one process’s database) and REDIS_URL (live events reach every process)',
    ]);
  }
  if (env.WEB_CONCURRENCY > 1 && env.METRICS_TOKEN && env.METRICS_PORT === undefined) {
    throw new ConfigError([
      'METRICS_TOKEN: with WEB_CONCURRENCY > 1 a scrape of the shared port would reach one process at random; set METRICS_PORT instead (process i serves METRICS_PORT + i)',
    ]);
  }
  if (env.WEBHOOKS_ALLOW_PRIVATE && env.NODE_ENV === 'production') {
    throw new ConfigError([
      'WEBHOOKS_ALLOW_PRIVATE: webhook endpoints on private or loopback addresses are for tests and local development; in production they would let a company reach the internal network (SSRF)',
    ]);
  }
  if (env.REDIS_URL && !env.DATABASE_URL) {
    throw new ConfigError([
      'REDIS_URL: several server instances need DATABASE_URL (PGlite, the embedded database, is one process’s database); set DATABASE_URL to a PostgreSQL database, or unset REDIS_URL for a single instance',
    ]);
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    logPretty: env.LOG_PRETTY,
    corsOrigins: env.CORS_ORIGINS,
    seedDemoData: env.SEED_DEMO_DATA,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    maxFileMb: env.MAX_FILE_MB,
    maxImageMb: env.MAX_IMAGE_MB,
    processes: env.WEB_CONCURRENCY,
    outboxWorker: env.OUTBOX_WORKER,
    outboxPollMs: env.OUTBOX_POLL_MS,
    orderExpiryIntervalMs: env.ORDER_EXPIRY_INTERVAL_MS,
    preauthHoldMinutes: env.PREAUTH_HOLD_MINUTES,
    fleetAggregatesIntervalMs: env.FLEET_AGGREGATES_INTERVAL_MS,
    preauthExpiryIntervalMs: env.PREAUTH_EXPIRY_INTERVAL_MS,
    webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
    webhookTimeoutMs: env.WEBHOOK_TIMEOUT_MS,
    webhookRetentionDays: env.WEBHOOK_RETENTION_DAYS,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    vapidSubject: env.VAPID_SUBJECT,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    // Several processes on one machine (WEB_CONCURRENCY) each serve their own figures on a port of their own.
    metricsPort: env.METRICS_PORT ? env.METRICS_PORT + env.SERVER_PROCESS_SLOT : env.METRICS_PORT,
    metricsToken: env.METRICS_TOKEN,
    apiTokenTtlSeconds: env.API_TOKEN_TTL_SECONDS,
    apiClientRateLimit: {
      max: env.API_CLIENT_RATE_LIMIT,
      windowMs: env.API_CLIENT_RATE_WINDOW_MS,
      tokenMax: env.API_TOKEN_RATE_LIMIT,
    },
    s3: s3ConfigOf(env),
    filesSharedVolume: env.FILES_SHARED_VOLUME,
  };
}

/** S3_BUCKET chooses object storage; then the credentials are needed too, and stray S3_* settings without it are a mistake. */
function s3ConfigOf(env: z.infer<typeof environment>): S3Config | undefined {
  const given = (Object.keys(env) as (keyof typeof env)[]).filter((name) => name.startsWith('S3_'));
  if (!env.S3_BUCKET) {
    if (given.length) {
      throw new ConfigError([
        `S3_BUCKET: required with ${given.join(', ')} (unset every S3_* to keep files on the disk)`,
      ]);
    }
    return undefined;
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
  if (missing.length) {
    throw new ConfigError(missing.map((name) => `${name}: required with S3_BUCKET`));
  }
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    prefix: env.S3_PREFIX?.replace(/\/+$/, ''),
  };
}

/** Hops (`1`: the load balancer in front) or the proxies' addresses; unset: the socket's address is the client's. */
function trustProxyOf(value: string | undefined): TrustProxy {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((address) => address.trim());
}

function withoutEmptyValues(source: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
}
