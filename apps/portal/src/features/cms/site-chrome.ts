import 'server-only';
import type { Locale } from '@/i18n/routing';
import { type FooterColumn, getFooter, getNavigation, optional } from './content';

export type HeaderLink = { href: string; label: string };

/** What the header and footer show from the CMS; undefined parts fall back to the built-in links. */
export type SiteChrome = { navigation?: HeaderLink[]; footer?: FooterColumn[] };

/**
 * The header's navigation and the footer's columns from the CMS, in the page's language. During
 * `next build` the platform is not running, so static pages start with the built-in links and take
 * the CMS's at their first revalidation.
 */
export async function loadSiteChrome(locale: Locale): Promise<SiteChrome> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return {};
  const [navigation, footer] = await Promise.all([
    optional(getNavigation(locale), 'navigation'),
    optional(getFooter(locale), 'footer'),
  ]);
  return {
    // The header holds site pages only; the CMS's other links belong in the footer.
    navigation: navigation?.flatMap(({ label, link }) =>
      link.kind === 'internal' ? [{ href: link.href, label }] : [],
    ),
    footer: footer && footer.length > 0 ? footer : undefined,
  };
}
