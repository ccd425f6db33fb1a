import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadPublicConfig, loadServerConfig } from './config';

describe('loadServerConfig', () => {
  it('falls back to local defaults and a development secret, with a warning', () => {
    const warn = vi.fn();
    const config = loadServerConfig({ NODE_ENV: 'development' }, warn);
    expect(config).toMatchObject({
      platformUrl: 'http://localhost:4000',
      projectKey: 'pk_demo_business_portal',
      nextAuthUrl: 'http://localhost:3000',
    });
    expect(config.nextAuthSecret.length).toBeGreaterThan(16);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('requires the secret and the public URL in production', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadServerConfig({ NODE_ENV: 'production', NEXTAUTH_URL: 'https://portal.example' }),
    ).toThrow(/NEXTAUTH_SECRET/);
  });

  it('reads the environment and trims trailing slashes', () => {
    const config = loadServerConfig({
      NODE_ENV: 'production',
      PLATFORM_URL: 'https://platform.example/',
      PORTAL_PROJECT_KEY: 'pk_live',
      NEXTAUTH_URL: 'https://portal.example/',
      NEXTAUTH_SECRET: 'a-long-enough-production-secret',
    });
    expect(config).toEqual({
      env: 'production',
      platformUrl: 'https://platform.example',
      projectKey: 'pk_live',
      nextAuthUrl: 'https://portal.example',
      nextAuthSecret: 'a-long-enough-production-secret',
    });
  });

  it('rejects a malformed URL', () => {
    expect(() => loadServerConfig({ PLATFORM_URL: 'not a url' })).toThrow(/PLATFORM_URL/);
  });
});

describe('loadPublicConfig', () => {
  it('gives the browser the public platform URL, else the one the portal server uses', () => {
    expect(loadPublicConfig({}).platformUrl).toBe('http://localhost:4000');
    expect(loadPublicConfig({ PLATFORM_URL: 'http://localhost:4100/' }).platformUrl).toBe(
      'http://localhost:4100',
    );
    expect(
      loadPublicConfig({
        PLATFORM_URL: 'http://internal:4000',
        NEXT_PUBLIC_PLATFORM_URL: 'https://api.example',
      }).platformUrl,
    ).toBe('https://api.example');
  });

  it('leaves session polling off unless configured', () => {
    expect(loadPublicConfig({}).sessionPollSeconds).toBeUndefined();
    expect(loadPublicConfig({ NEXT_PUBLIC_SESSION_POLL_SECONDS: '' }).sessionPollSeconds).toBeUndefined();
    expect(loadPublicConfig({ NEXT_PUBLIC_SESSION_POLL_SECONDS: '300' }).sessionPollSeconds).toBe(300);
  });

  it('rejects a polling interval that is not a positive whole number', () => {
    expect(() => loadPublicConfig({ NEXT_PUBLIC_SESSION_POLL_SECONDS: '-5' })).toThrow(ConfigError);
  });
});

describe('stations map tiles', () => {
  it('are off unless configured, so the map works offline', () => {
    expect(loadPublicConfig({}).stationsTileUrl).toBeUndefined();
    expect(loadPublicConfig({ STATIONS_TILE_ATTRIBUTION: 'x' }).stationsTileAttribution).toBeUndefined();
  });

  it('take a tile template and its credit line', () => {
    const config = loadPublicConfig({
      STATIONS_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      STATIONS_TILE_ATTRIBUTION: '© Tiles',
    });
    expect(config).toMatchObject({
      stationsTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      stationsTileAttribution: '© Tiles',
    });
    expect(() => loadPublicConfig({ STATIONS_TILE_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });
});
