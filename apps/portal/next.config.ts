import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { ASSET_HEADERS, SECURITY_HEADERS } from './src/features/security/content-security-policy';

// next-intl resolves its files from the working directory, so `next build apps/portal` run from the
// repository root must work from here too (npm's `-w` runs scripts here already).
if (process.cwd() !== __dirname) process.chdir(__dirname);

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // Messages are compiled at build time, which keeps the ICU parser (about 9 kB gzipped) out of
    // the browser bundle.
    messages: { path: './src/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // nosniff, referrer, framing and permissions on every answer, nosniff alone on the build's own files;
  // the CSP is set per page by proxy.ts.
  headers: async () => [
    { source: '/:path((?!_next/static/).*)', headers: SECURITY_HEADERS },
    { source: '/_next/static/:path*', headers: ASSET_HEADERS },
  ],
  experimental: {
    // The stylesheets (about 10 kB gzipped in all) arrive inside the HTML instead of as four
    // render-blocking requests: the first paint, and the hero's heading with it, comes a round trip
    // sooner on a phone. Needs `style-src 'unsafe-inline'` in a Content-Security-Policy.
    inlineCss: true,
    // With the stylesheets inline, a request costs nothing: chunk CSS so that a page carries only
    // its own rules (the default merged every page's rules, 43 kB, into each public page's HTML).
    cssChunking: { type: 'graph', requestCost: 0 },
  },
};

export default withNextIntl(nextConfig);
