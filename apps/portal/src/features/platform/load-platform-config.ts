import type { PlatformConfig } from './platform-context';

let pending: Promise<PlatformConfig> | undefined;

/**
 * The platform's URL and public key for islands on statically rendered pages (sign-up, reset, the
 * chat), read once per tab from the portal's own server, so a build never bakes in an address.
 */
export function loadPlatformConfig(): Promise<PlatformConfig> {
  pending ??= fetch('/api/platform-config')
    .then((response) => {
      if (!response.ok) throw new Error(`platform config: ${response.status}`);
      return response.json() as Promise<PlatformConfig>;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
