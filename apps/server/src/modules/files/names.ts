import type { AcceptedType } from './sniff';

const MAX_NAME = 200;
const MAX_EXTENSION = 16;

const EXTENSIONS: Record<AcceptedType, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
  'application/zip': '.zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'text/plain': '.txt',
  'text/csv': '.csv',
};

/**
 * The name to keep for an upload: the last path part only, without control or format characters
 * (including bidi overrides), whitespace collapsed, at most 200 characters with the extension kept.
 * An empty result becomes `file.<ext>` / `image.<ext>` after the detected type.
 */
export function sanitizeName(raw: string | undefined, fallback: { kind: string; contentType: AcceptedType }) {
  const last = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = last
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/^[\s.]+$/, '')
    .trim()
    .replace(/[. ]+$/, '');
  if (!name) return `${fallback.kind}${EXTENSIONS[fallback.contentType]}`;
  const characters = Array.from(name);
  if (characters.length > MAX_NAME) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= MAX_EXTENSION ? name.slice(dot) : '';
    const keep = MAX_NAME - Array.from(extension).length;
    name =
      Array.from(name.slice(0, name.length - extension.length))
        .slice(0, keep)
        .join('')
        .trimEnd() + extension;
  }
  return name;
}

/** `inline` or `attachment` with the name as an ASCII fallback and as RFC 5987 UTF-8. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
