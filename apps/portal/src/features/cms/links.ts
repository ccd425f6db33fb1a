/** Where a link from the CMS leads: a page of the portal (localized by its Link) or somewhere else. */
export type CmsLink = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

/** Addresses editors use for pages the portal serves elsewhere. */
const ALIASES: Record<string, string> = { '/stations': '/stations-map' };

/**
 * Reads an editor's link: a site path (`/news`) stays in the current language; web, mail and phone
 * links go out as they are; anything else (`javascript:`, protocol-relative) is refused.
 */
export function cmsLink(href: string): CmsLink | undefined {
  const value = href.trim();
  if (/^\/(?!\/)/.test(value)) {
    const [path = '/', rest = ''] = value.split(/(?=[?#])/, 2);
    return { kind: 'internal', href: `${ALIASES[path] ?? path}${rest}` };
  }
  if (/^(https?:\/\/|mailto:|tel:)\S+$/i.test(value)) return { kind: 'external', href: value };
  return undefined;
}
