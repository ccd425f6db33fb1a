/**
 * The portal's Content-Security-Policy, set on every page by proxy.ts from the runtime configuration.
 *
 * No per-request nonce: a nonce makes Next render every page per request, and the public pages are
 * meant to be static or ISR. Next's App Router writes its RSC payload as inline scripts whose content
 * changes with every page and build, so they cannot be listed by hash either: scripts are allowed
 * from this origin and inline (`'unsafe-inline'`), never from another origin and never through
 * `eval` (`'unsafe-eval'` only under `next dev`, whose refresh needs it). Everything else is closed:
 * no plugins, no framing, forms and `<base>` to this origin only, connections to this origin and the
 * platform (the kit's fetch and the chat socket), images from this origin, the platform's files and
 * the map tiles. See docs/ARCHITECTURE.md ("Security headers").
 */
export function contentSecurityPolicy(options: {
  platformUrl: string;
  tileUrl?: string;
  development: boolean;
}): string {
  const platform = new URL(options.platformUrl).origin;
  const socket = platform.replace(/^http/, 'ws');
  const tiles = options.tileUrl?.startsWith('http')
    ? new URL(options.tileUrl.replace(/\{\w\}/g, '0')).origin
    : '';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(options.development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', platform, tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", platform, socket, ...(options.development ? ['ws:'] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.filter(Boolean).join(' ')}`)
    .join('; ');
}

/** Headers for every answer of the portal but the build's own files (next.config.ts). */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  },
];

/**
 * Headers for the build's own files (`/_next/static`: scripts, styles, fonts): only what acts on them.
 * Framing, referrer and permissions policies act on documents; on each of a dashboard page's 17
 * scripts they were 170 bytes more to send (3 kB a page).
 */
export const ASSET_HEADERS = SECURITY_HEADERS.filter(({ key }) => key === 'X-Content-Type-Options');
