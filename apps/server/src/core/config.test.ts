import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('refuses REDIS_URL on the embedded database, naming DATABASE_URL', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: several server instances need DATABASE_URL/,
    );
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://db/platform' }).redisUrl,
    ).toBe('redis://127.0.0.1:6379');
  });

  it('reads the shutdown and metrics settings, with their defaults', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDrainMs: 5000, shutdownTimeoutMs: 30_000 });
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(
      loadConfig({ SHUTDOWN_DRAIN_MS: '0', METRICS_PORT: '9464', METRICS_TOKEN: 'a-token-of-20-chars!' }),
    ).toMatchObject({ shutdownDrainMs: 0, metricsPort: 9464, metricsToken: 'a-token-of-20-chars!' });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});

describe('metrics with several processes (WEB_CONCURRENCY)', () => {
  const several = {
    WEB_CONCURRENCY: '2',
    DATABASE_URL: 'postgres://db/platform',
    REDIS_URL: 'redis://r:6379',
  };

  it('gives each process its own metrics port', () => {
    expect(loadConfig({ ...several, METRICS_PORT: '9464', SERVER_PROCESS_SLOT: '1' }).metricsPort).toBe(9465);
    expect(loadConfig({ ...several, METRICS_PORT: '9464' }).metricsPort).toBe(9464);
  });

  it('refuses the token on the shared port, where a scrape reaches one process at random', () => {
    expect(() => loadConfig({ ...several, METRICS_TOKEN: 'a-token-of-20-chars!' })).toThrow(
      /set METRICS_PORT instead/,
    );
  });
});
