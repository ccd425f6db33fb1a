/** The public site's pages, in the header, the mobile menu and the footer. Keys of `SiteFooter`. */
export const siteLinks = [
  { href: '/news', key: 'news' },
  { href: '/blog', key: 'blog' },
  { href: '/tenders', key: 'tenders' },
  { href: '/stations-map', key: 'stationsMap' },
  { href: '/contact', key: 'contact' },
] as const;
