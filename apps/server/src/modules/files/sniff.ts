/**
 * Content types from a file's first bytes, never from its name. Hand-written and small: the accepted
 * formats are recognised by their signatures, images also by a readable header giving their size.
 */

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const OOXML_TYPES = {
  word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xl: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;
export const DOCUMENT_TYPES = ['application/pdf', 'application/zip', ...Object.values(OOXML_TYPES)] as const;
export const TEXT_TYPES = ['text/plain', 'text/csv'] as const;

export type ImageType = (typeof IMAGE_TYPES)[number];
export type AcceptedType = ImageType | (typeof DOCUMENT_TYPES)[number] | (typeof TEXT_TYPES)[number];

export type Sniffed =
  | { accepted: true; contentType: ImageType; image: true; width: number; height: number }
  | { accepted: true; contentType: Exclude<AcceptedType, ImageType>; image: false }
  /** Recognised but refused (SVG, BMP, executables...) or not recognised at all: `detected` names it. */
  | { accepted: false; detected: string };

/** How many leading bytes the sniffer wants before it decides (a JPEG's frame header may come later). */
export const SNIFF_BYTES = 64 * 1024;
/** The most a JPEG's markers may take before its frame header (EXIF, ICC profiles...). */
export const SNIFF_MAX_BYTES = 1024 * 1024;

/**
 * What the bytes are. `end` says that `bytes` is everything the sniffer will get (the whole file, or
 * the first SNIFF_MAX_BYTES); without it the answer may be `undefined`: call again with more bytes.
 * Text is judged on these bytes only: the caller checks the rest of a text file (see TextCheck).
 */
export function sniff(bytes: Uint8Array, { end }: { end: boolean }): Sniffed | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 32 && !end) return undefined;

  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    // The first chunk is IHDR: length, "IHDR", width and height (big-endian).
    if (b.length >= 24 && b.toString('latin1', 12, 16) === 'IHDR') {
      return image('image/png', b.readUInt32BE(16), b.readUInt32BE(20));
    }
    return damaged('image/png');
  }
  if (startsWith(b, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(b);
    if (size === 'more') return end ? damaged('image/jpeg') : undefined;
    return size ? image('image/jpeg', size.width, size.height) : damaged('image/jpeg');
  }
  if (b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a') {
    return b.length >= 10 ? image('image/gif', b.readUInt16LE(6), b.readUInt16LE(8)) : damaged('image/gif');
  }
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    const size = webpSize(b);
    return size ? image('image/webp', size.width, size.height) : damaged('image/webp');
  }
  if (b.toString('latin1', 0, 5) === '%PDF-') {
    return { accepted: true, contentType: 'application/pdf', image: false };
  }
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])) {
    return { accepted: true, contentType: zipType(b), image: false };
  }
  if (isTextStart(b, end)) {
    if (SVG.test(decodeStart(b))) {
      return { accepted: false, detected: 'image/svg+xml (refused: SVG can carry scripts)' };
    }
    return { accepted: true, contentType: 'text/plain', image: false };
  }
  const refused = REFUSED.find((signature) => signature.test(b));
  return { accepted: false, detected: refused?.name ?? 'unrecognised binary data' };
}

/** `text/csv` for a text file named `*.csv`: both are plain UTF-8, so the name only labels it. */
export function textTypeFor(name: string): (typeof TEXT_TYPES)[number] {
  return /\.csv$/i.test(name) ? 'text/csv' : 'text/plain';
}

/**
 * Whether a whole stream is UTF-8 text without NUL bytes, fed chunk by chunk (a multi-byte character
 * may straddle two chunks).
 */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private valid = true;

  push(chunk: Uint8Array): void {
    if (!this.valid) return;
    if (chunk.includes(0)) this.valid = false;
    else this.valid = decodes(() => this.decoder.decode(chunk, { stream: true }));
  }

  /** After the last chunk: true when every byte was text. */
  end(): boolean {
    return this.valid && decodes(() => this.decoder.decode());
  }
}

/** Larger than any real image; also the database column's bound. */
const MAX_DIMENSION = 0x7fffffff;

function image(contentType: ImageType, width: number, height: number): Sniffed {
  if (!width || !height || width > MAX_DIMENSION || height > MAX_DIMENSION) return damaged(contentType);
  return { accepted: true, contentType, image: true, width, height };
}

function damaged(contentType: string): Sniffed {
  return { accepted: false, detected: `${contentType} with an unreadable header` };
}

function startsWith(b: Buffer, signature: number[]): boolean {
  return b.length >= signature.length && signature.every((byte, index) => b[index] === byte);
}

/**
 * Walks the JPEG markers to the first start-of-frame (SOF0..SOF15 but DHT, JPG and DAC), whose segment
 * holds precision, height and width. `'more'` when the bytes end before it.
 */
function jpegSize(b: Buffer): { width: number; height: number } | undefined | 'more' {
  let offset = 2;
  for (;;) {
    while (offset < b.length && b[offset] === 0xff && b[offset + 1] === 0xff) offset++; // fill bytes
    if (offset + 4 > b.length) return 'more';
    if (b[offset] !== 0xff) return undefined;
    const marker = b[offset + 1]!;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image or scan data before any frame
    const length = b.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (offset + 9 > b.length) return 'more';
      return { height: b.readUInt16BE(offset + 5), width: b.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webpSize(b: Buffer): { width: number; height: number } | undefined {
  if (b.length < 30) return undefined;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return undefined;
}

/**
 * An Office Open XML document is a zip whose first entries are `[Content_Types].xml` and the part
 * folders (`word/`, `xl/`, `ppt/`). Entry names follow each local file header (signature PK\3\4, name
 * length at +26, extra length at +28, name at +30); scanning the first bytes for headers finds them
 * even when sizes are deferred to data descriptors.
 */
function zipType(b: Buffer): (typeof DOCUMENT_TYPES)[number] {
  const names: string[] = [];
  for (
    let at = b.indexOf(LOCAL_HEADER);
    at >= 0 && at + 30 <= b.length;
    at = b.indexOf(LOCAL_HEADER, at + 4)
  ) {
    const nameLength = b.readUInt16LE(at + 26);
    if (at + 30 + nameLength > b.length) break;
    names.push(b.toString('utf8', at + 30, at + 30 + nameLength));
  }
  if (!names.includes('[Content_Types].xml')) return 'application/zip';
  for (const name of names) {
    const folder = name.split('/')[0] as keyof typeof OOXML_TYPES;
    if (name.includes('/') && Object.hasOwn(OOXML_TYPES, folder)) return OOXML_TYPES[folder];
  }
  return 'application/zip';
}
const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Valid UTF-8 (a character cut at the end of unfinished bytes is fine) without NUL bytes. */
function isTextStart(b: Buffer, end: boolean): boolean {
  if (b.includes(0)) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return decodes(() => decoder.decode(b, { stream: true })) && (!end || decodes(() => decoder.decode()));
}

function decodeStart(b: Buffer): string {
  return new TextDecoder('utf-8').decode(b.subarray(0, 4096));
}

function decodes(decode: () => unknown): boolean {
  try {
    decode();
    return true;
  } catch {
    return false;
  }
}

/** An SVG document: optional BOM, XML declaration, comments and doctype, then the `<svg` element. */
const SVG =
  /^\uFEFF?\s*(<\?xml[^>]*>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i;

/** Binary formats recognised only to name them in the refusal (checked after text: `MZ,...` is a CSV). */
const REFUSED: { name: string; test: (b: Buffer) => boolean }[] = [
  {
    name: 'image/bmp',
    test: (b) =>
      b.toString('latin1', 0, 2) === 'BM' &&
      b.length >= 26 &&
      b.readUInt32LE(14) >= 12 &&
      b.readUInt32LE(14) <= 124,
  },
  { name: 'image/tiff', test: (b) => ['II*\0', 'MM\0*'].includes(b.toString('latin1', 0, 4)) },
  {
    name: 'image/x-icon',
    test: (b) => startsWith(b, [0, 0, 1, 0]) && b.length >= 6 && b.readUInt16LE(4) > 0,
  },
  {
    name: 'image/heic or image/avif',
    test: (b) =>
      b.toString('latin1', 4, 8) === 'ftyp' &&
      /^(heic|heix|hevc|mif1|msf1|avif|avis)$/.test(b.toString('latin1', 8, 12)),
  },
  { name: 'video/mp4', test: (b) => b.toString('latin1', 4, 8) === 'ftyp' },
  { name: 'application/gzip', test: (b) => startsWith(b, [0x1f, 0x8b]) },
  { name: 'application/x-7z-compressed', test: (b) => startsWith(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) },
  { name: 'application/vnd.rar', test: (b) => b.toString('latin1', 0, 6) === 'Rar!\x1a\x07' },
  { name: 'application/x-msdownload (executable)', test: (b) => b.toString('latin1', 0, 2) === 'MZ' },
  { name: 'application/x-elf (executable)', test: (b) => b.toString('latin1', 0, 4) === '\x7fELF' },
  {
    name: 'application/x-ole-storage (legacy Office)',
    test: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
];
