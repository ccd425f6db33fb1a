import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

// First-load JavaScript of the two pages with a budget: the gzip size of every <script src> the page
// loads, except the polyfills chunk (a `noModule` script, which modern browsers skip).
const BUDGET_BYTES = 150_000;
const FORM_BUDGET_BYTES = 170_000;

async function firstLoadBytes(url: string) {
  const html = await fetch(url).then((response) => response.text());
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => /\bsrc="/.test(attributes) && !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? '');
  const sizes = await Promise.all(
    [...new Set(scripts)].map(async (src) => {
      const response = await fetch(new URL(src, url));
      const body = Buffer.from(await response.arrayBuffer());
      return { src, gzip: gzipSync(body).length };
    }),
  );
  return { total: sizes.reduce((sum, { gzip }) => sum + gzip, 0), sizes };
}

describe('first-load JS budget', () => {
  it.each(['/', '/sign-in', '/ka', '/ka/sign-in'])('keeps %s under 150 kB gzip', async (path) => {
    const { total, sizes } = await firstLoadBytes(`${inject('portalUrl')}${path}`);
    console.info(`${path}: ${(total / 1000).toFixed(1)} kB gzip in ${sizes.length} scripts`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  // The forms' pages add react-hook-form and their own code (167 kB when written); zod, the schemas
  // and the fleet kit load when the form is first used (195 kB when they came with the page).
  it.each(['/sign-up', '/reset-password', '/contact', '/ka/sign-up', '/ka/reset-password', '/ka/contact'])(
    'keeps %s under 170 kB gzip',
    async (path) => {
      const { total, sizes } = await firstLoadBytes(`${inject('portalUrl')}${path}`);
      console.info(`${path}: ${(total / 1000).toFixed(1)} kB gzip in ${sizes.length} scripts`);
      expect(total).toBeLessThanOrEqual(FORM_BUDGET_BYTES);
    },
  );
});
