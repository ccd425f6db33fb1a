/*
 * A small allow-list sanitiser for the generic modal's HTML body: the text formatting tags below
 * stay (without attributes, except a link's safe href); every other tag is dropped but its text
 * kept; script-like elements are dropped with their content; text is escaped. It works on the
 * string alone, so it runs the same on the server, in the browser and in tests.
 */

const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'br',
  'code',
  'em',
  'i',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'u',
  'ul',
]);
const VOID_TAGS = new Set(['br']);
/** Elements whose content is never text for the reader. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
]);

const TAG =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[!?][^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|[^:/?#]+(?:[/?#]|$))/i;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A link target that stays a plain web, mail or phone link, or a relative one; anything else is dropped. */
export function safeHref(raw: string): string | undefined {
  // Entities other than &amp; could spell a scheme (jav&#x61;script:): refuse rather than decode.
  const value = raw.replace(/&amp;/gi, '&');
  if (/&#|&[a-zA-Z][a-zA-Z0-9]*;/.test(value)) return undefined;
  const compact = withoutInvisibles(value);
  if (compact === '' || !SAFE_URL.test(compact)) return undefined;
  return value.trim();
}

/** Drops whitespace and control characters, which browsers ignore inside a scheme (java\tscript:). */
function withoutInvisibles(value: string): string {
  return [...value]
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
}

export function sanitizeHtml(html: string): string {
  let output = '';
  let last = 0;
  /** The element whose content is being dropped, until its end tag. */
  let dropping: string | undefined;
  const open: string[] = [];

  for (const match of html.matchAll(TAG)) {
    const index = match.index ?? 0;
    if (!dropping) output += escapeText(html.slice(last, index));
    last = index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const closing = match[1] === '/';

    if (dropping) {
      if (closing && name === dropping) dropping = undefined;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(match[3] ?? '')) dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;

    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Closes whatever was left open inside it, so the output stays well nested.
      for (const inner of open.splice(at).reverse()) output += `</${inner}>`;
      continue;
    }
    if (VOID_TAGS.has(name)) {
      output += `<${name}>`;
      continue;
    }
    let attributes = '';
    if (name === 'a') {
      const href = HREF.exec(match[3] ?? '');
      const target = href ? safeHref(href[1] ?? href[2] ?? href[3] ?? '') : undefined;
      if (target !== undefined) {
        attributes = ` href="${escapeAttribute(target)}"`;
        if (/^https?:/i.test(target)) attributes += ' rel="noopener noreferrer" target="_blank"';
      }
    }
    output += `<${name}${attributes}>`;
    open.push(name);
  }
  if (!dropping) output += escapeText(html.slice(last));
  for (const name of open.reverse()) output += `</${name}>`;
  return output;
}
