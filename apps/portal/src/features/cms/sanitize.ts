import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The CMS's rich text as the portal shows it: an allow-list of text-formatting tags, links with a
 * web, mail or phone address (external ones open safely), no attributes otherwise. Scripts, styles,
 * event handlers and unknown tags go; their text stays, except for script-like elements. The page's
 * own h1 is its title, so headings in the body start at h2.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
  ],
  // The link transform below sets rel and target itself, whatever the editor wrote.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, { href }): sanitizeHtml.Tag => {
      if (href === undefined) return { tagName, attribs: {} };
      const external = /^https?:/i.test(href.trim());
      return {
        tagName,
        attribs: external ? { href, rel: 'noopener noreferrer', target: '_blank' } : { href },
      };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
