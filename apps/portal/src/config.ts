import 'server-only';
import { z } from 'zod';

/*
 * Environment of the portal (the only module that reads process.env). Example `.env.local`:
 *
 *   # Server side
 *   PLATFORM_URL=http://localhost:4000          # the platform server (default shown)
 *   PORTAL_PROJECT_KEY=pk_demo_business_portal         # the portal project's public key (default shown)
 *   NEXTAUTH_URL=http://localhost:3000          # the portal's own public URL (required in production)
 *   NEXTAUTH_SECRET=<32+ random bytes, base64>  # signs the session cookie (required in production)
 *
 *   # Public (safe for the browser). Read on the server and handed to client components as props;
 *   # statically rendered pages take them at build time, like any NEXT_PUBLIC_ variable.
 *   NEXT_PUBLIC_PLATFORM_URL=                       # the platform as the browser reaches it (default: PLATFORM_URL)
 *   NEXT_PUBLIC_SESSION_POLL_SECONDS=               # unset: the session is not polled
 *   STATIONS_TILE_URL=                              # raster tiles under the stations map, e.g.
 *                                                   # https://tiles.example/{z}/{x}/{y}.png (unset: outline only, offline)
 *   STATIONS_TILE_ATTRIBUTION=                      # the tiles' credit line, shown on the map
 */

const DEV_SECRET = 'fuel-portal-development-secret-not-for-production';

const serverEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PLATFORM_URL: z.url().default('http://localhost:4000'),
  PORTAL_PROJECT_KEY: z.string().min(1).default('pk_demo_business_portal'),
  NEXTAUTH_URL: z.url().optional(),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
});

const publicEnvironment = z.object({
  NEXT_PUBLIC_PLATFORM_URL: z.url().optional(),
  PLATFORM_URL: z.url().optional(),
  NEXT_PUBLIC_SESSION_POLL_SECONDS: z.coerce.number().int().positive().optional(),
  STATIONS_TILE_URL: z
    .string()
    .regex(
      /^(https?:\/\/|\/)\S*\{z\}\S*$/,
      'Expected an http(s) or /path tile template with {z}, {x} and {y}',
    )
    .optional(),
  STATIONS_TILE_ATTRIBUTION: z.string().max(300).optional(),
});

export type ServerConfig = {
  env: 'development' | 'production' | 'test';
  platformUrl: string;
  projectKey: string;
  nextAuthUrl: string;
  nextAuthSecret: string;
};

export type PublicConfig = {
  platformUrl: string;
  /** Seconds between session refetches; undefined means no polling. */
  sessionPollSeconds?: number;
  /** Tile template for the stations map's base layer; undefined: Georgia's bundled outline only. */
  stationsTileUrl?: string;
  stationsTileAttribution?: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid portal configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Source = Record<string, string | undefined>;

export function loadServerConfig(
  source: Source,
  warn: (message: string) => void = console.warn,
): ServerConfig {
  const env = parse(serverEnvironment, source);
  const production = env.NODE_ENV === 'production';
  const problems = [
    !env.NEXTAUTH_SECRET && production && 'NEXTAUTH_SECRET: required in production',
    !env.NEXTAUTH_URL && production && 'NEXTAUTH_URL: required in production',
  ].filter((problem) => typeof problem === 'string');
  if (problems.length > 0) throw new ConfigError(problems);
  if (!env.NEXTAUTH_SECRET) warn('NEXTAUTH_SECRET is not set: using a fixed development secret.');
  return {
    env: env.NODE_ENV,
    platformUrl: trimSlash(env.PLATFORM_URL),
    projectKey: env.PORTAL_PROJECT_KEY,
    nextAuthUrl: trimSlash(env.NEXTAUTH_URL ?? 'http://localhost:3000'),
    nextAuthSecret: env.NEXTAUTH_SECRET ?? DEV_SECRET,
  };
}

export function loadPublicConfig(source: Source): PublicConfig {
  const env = parse(publicEnvironment, source);
  return {
    // Where the browser reaches the platform; locally that is where the portal's server reaches it.
    platformUrl: trimSlash(env.NEXT_PUBLIC_PLATFORM_URL ?? env.PLATFORM_URL ?? 'http://localhost:4000'),
    sessionPollSeconds: env.NEXT_PUBLIC_SESSION_POLL_SECONDS,
    stationsTileUrl: env.STATIONS_TILE_URL,
    stationsTileAttribution: env.STATIONS_TILE_URL ? env.STATIONS_TILE_ATTRIBUTION : undefined,
  };
}

let server: ServerConfig | undefined;
let publicValues: PublicConfig | undefined;

/**
 * Read on first use, not at import: `next build` imports route modules while collecting page data,
 * and the production-only requirements must not fail a build that has no secrets.
 */
export function serverConfig(): ServerConfig {
  server ??= loadServerConfig(process.env);
  return server;
}

export function publicConfig(): PublicConfig {
  publicValues ??= loadPublicConfig(process.env);
  return publicValues;
}

function parse<T extends z.ZodType>(schema: T, source: Source): z.output<T> {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
}

function trimSlash(url: string) {
  return url.replace(/\/+$/, '');
}
